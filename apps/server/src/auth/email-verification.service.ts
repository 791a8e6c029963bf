import * as identityRoutes from '@circa/contract/identity.routes';
import { formatMessage, messages } from '@circa/contract/messages';
import * as shellRoutes from '@circa/contract/shell.routes';
import {
  consumeEmailVerification,
  findEmailVerification,
  insertEmailVerification,
} from '@circa/db/email-verifications.repository';
import { findUserById } from '@circa/db/users.repository';
import { AppError } from '../http/app-error';
import { invitationLanding, joinInvitingOrganisations } from '../project-people/invitation';
import { joinInvitedLots } from '../lot-collaborators/lot-invitations';
import type { AuthUser, CallerInfo } from '../http/request-context';
import { enqueueMail } from '../mail/mail-job';
import { verificationMail } from '../mail/templates';
import type { IdentityDeps } from './identity-deps';
import { hashLinkToken, newLinkToken } from './secret-tokens';
import type { SessionCaller } from './session.service';
import { audit } from './sign-in';

/** Life of a verification link, hours. */
export const VERIFICATION_LIFETIME_HOURS = 24;

/**
 * The calls an account whose email address is not verified may make: sign out, read its own
 * profile, the shell's calls the web needs to draw the "Check your email" screen, and the resend
 * call (`verifyEmail` is anonymous, so it never asks). Every other call answers 403.
 */
export const openToUnverified: ReadonlySet<string> = new Set([
  identityRoutes.logout.id,
  identityRoutes.getUserProfile.id,
  identityRoutes.resendVerificationEmail.id,
  shellRoutes.isRapidOrgAdminInAnyOrg.id,
  shellRoutes.unreadMessages.id,
  shellRoutes.getSupportEmail.id,
]);

/**
 * The one check that an account may act: called by the app's `authenticate` for every signed-in
 * request. A caller whose email is unverified gets 403 `email_not_verified` on any call outside
 * {@link openToUnverified}; `routeId` is absent for routes registered outside the contract's
 * helper, which therefore need a verified caller.
 */
export function assertMayAct(caller: SessionCaller, routeId: string | undefined): void {
  if (caller.isEmailVerified) return;
  if (routeId !== undefined && openToUnverified.has(routeId)) return;
  throw new AppError(
    'email_not_verified',
    formatMessage(messages.emailNotVerified, { email: caller.email }),
  );
}

/**
 * The web page a verification link opens (`{CIRCA_PUBLIC_URL}/verify-email/{token}`); `next` is
 * where the page continues to (an invited address: its development).
 */
export function verificationLink(
  publicUrl: string,
  token: string,
  next: string | null = null,
): string {
  const link = `${publicUrl.replace(/\/+$/, '')}/verify-email/${token}`;
  return next === null ? link : `${link}?next=${encodeURIComponent(next)}`;
}

/**
 * Stores a new link (its hash only) valid 24 hours and queues its email to the user, in one
 * transaction: the job queue sends the mail after the answer (with retries).
 */
export async function sendVerificationMail(
  deps: IdentityDeps,
  user: { id: number; email: string },
  caller: CallerInfo,
): Promise<void> {
  const token = newLinkToken();
  const expiresAt = new Date(deps.now().getTime() + VERIFICATION_LIFETIME_HOURS * 3_600_000);
  const next = await invitationLanding(deps.db, user.email);
  await deps.db.transaction().execute(async (tx) => {
    await insertEmailVerification(tx, {
      userId: user.id,
      tokenHash: hashLinkToken(token),
      expiresAt,
    });
    await enqueueMail(
      deps.jobs,
      tx,
      verificationMail(
        user.email,
        verificationLink(deps.publicUrl, token, next),
        VERIFICATION_LIFETIME_HOURS,
      ),
    );
  });
  deps.jobs.wake();
  await audit(deps, 'verification_sent', caller, user, null);
}

/**
 * Emails the signed-in user a new link. Each email counts against the account and IP throttles,
 * as PIN emails do (no mail flooding). Once the address is verified nothing is sent.
 */
export async function resendVerificationMail(
  deps: IdentityDeps,
  user: AuthUser,
  caller: CallerInfo,
): Promise<true> {
  await deps.throttle.assertAllowed('verification-mail', user.email, caller.ip);
  const record = await findUserById(deps.db, user.userId);
  if (!record || record.emailVerifiedAt !== null) return true;
  await deps.throttle.fail('verification-mail', user.email, caller.ip);
  await sendVerificationMail(deps, record, caller);
  return true;
}

/**
 * Follows a verification link: an unknown, used or expired link is refused with a message
 * saying which; otherwise the link is used up and the account's address is verified, also in
 * sessions that are already signed in.
 */
export async function verifyEmail(
  deps: IdentityDeps,
  token: string,
  caller: CallerInfo,
): Promise<true> {
  const now = deps.now();
  const link = await findEmailVerification(deps.db, hashLinkToken(token));
  if (!link) throw new AppError('bad_request', messages.verificationLinkUnknown);
  if (link.consumedAt) throw new AppError('bad_request', messages.verificationLinkUsed);
  if (link.expiresAt <= now) throw new AppError('bad_request', messages.verificationLinkExpired);
  if (!(await consumeEmailVerification(deps.db, link.id, now))) {
    // another request used it in between
    throw new AppError('bad_request', messages.verificationLinkUsed);
  }
  deps.sessions.markEmailVerified(link.userId);
  const user = await findUserById(deps.db, link.userId);
  // an invited address joins the organisations that pre-approved it (document 3 §2)
  if (user) await joinInvitingOrganisations(deps.db, user);
  // an address invited to lots joins them (addLotCollaborator)
  if (user) await joinInvitedLots(deps.db, user);
  await audit(deps, 'email_verified', caller, { id: link.userId, email: null }, null);
  return true;
}
