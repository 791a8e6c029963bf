import type { LoginResponse } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import { isBlockedEverywhere } from '@circa/db/org-users.repository';
import { recordSignInEvent } from '@circa/db/sign-in-audit.repository';
import type { SignInEvent } from '@circa/db/sign-in-audit.repository';
import { touchLastLogin } from '@circa/db/users.repository';
import type { UserRecord } from '@circa/db/users.repository';
import { AppError } from '../http/app-error';
import type { CallerInfo } from '../http/request-context';
import { toUserDto } from '../profile/user-dto';
import type { IdentityDeps } from './identity-deps';

/** Audit helper: one row per sign-in event. */
export async function audit(
  deps: Pick<IdentityDeps, 'db'>,
  event: SignInEvent,
  caller: CallerInfo,
  user: { id: number | null; email: string | null },
  method: string | null,
): Promise<void> {
  await recordSignInEvent(deps.db, {
    userId: user.id,
    email: user.email,
    event,
    method,
    ip: caller.ip,
    userAgent: caller.userAgent,
  });
}

/**
 * Starts a session for a user who has proved who they are, and answers like the spec's Login.
 * Every way in (password, single sign-on, recovery, registration) ends here, so a member blocked
 * in every organisation they belong to is refused here, with a message saying why (document 3
 * §4; docs/security.md).
 */
export async function completeSignIn(
  deps: Pick<IdentityDeps, 'db' | 'sessions' | 'now'>,
  user: UserRecord,
  isLongLived: boolean,
  caller: CallerInfo,
  method: string,
  event: SignInEvent = 'login_success',
): Promise<LoginResponse> {
  if (await isBlockedEverywhere(deps.db, user.id)) {
    await audit(deps, 'login_failure', caller, { id: user.id, email: user.email }, method);
    throw new AppError('forbidden', messages.accountBlocked);
  }
  const token = await deps.sessions.start(user.id, isLongLived, caller);
  await touchLastLogin(deps.db, user.id, deps.now());
  await audit(deps, event, caller, { id: user.id, email: user.email }, method);
  return { Data: toUserDto(user), Token: token };
}
