import { LoginAvailability, LoginMethod } from '@circa/contract/enums';
import type { LoginAvailabilityResponse, LoginResponse } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import {
  findPasswordHash,
  findProviderSubject,
  linkProviderSubject,
  listSignInMethods,
} from '@circa/db/sign-in-methods.repository';
import { countMethodsForDomain, findUserByEmail } from '@circa/db/users.repository';
import { AppError } from '../http/app-error';
import type { CallerInfo } from '../http/request-context';
import type { IdentityDeps } from './identity-deps';
import type { SsoProvider } from './oidc-verifier';
import { verifyAgainstDummy, verifyPassword } from './password-hashing';
import { audit, completeSignIn } from './sign-in';

const noMatch = () => new AppError('invalid_credentials', messages.noAccountMatch);

/** Email and password sign-in, throttled per account and per IP. */
export async function loginWithPassword(
  deps: IdentityDeps,
  input: { username: string; password: string; rememberMe: boolean },
  caller: CallerInfo,
): Promise<LoginResponse> {
  await deps.throttle.assertAllowed('login', input.username, caller.ip);
  const user = await findUserByEmail(deps.db, input.username);
  const hash = user ? await findPasswordHash(deps.db, user.id) : null;
  const isValid = hash
    ? await verifyPassword(hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !isValid) {
    const isLocked = await deps.throttle.fail('login', input.username, caller.ip);
    await audit(
      deps,
      isLocked ? 'login_locked' : 'login_failure',
      caller,
      { id: user?.id ?? null, email: input.username },
      'password',
    );
    throw noMatch();
  }
  await deps.throttle.succeed('login', input.username);
  return completeSignIn(deps, user, input.rememberMe, caller, 'password');
}

/**
 * Single sign-on: the provider's ID token must verify, name the same email as `username`, and
 * belong to an existing account. The first sign-in with a provider links its subject to the
 * account (only when the provider vouches for the email); later ones must match that subject.
 */
export async function loginWithProvider(
  deps: IdentityDeps,
  provider: SsoProvider,
  input: { username: string; idToken: string },
  caller: CallerInfo,
): Promise<LoginResponse> {
  await deps.throttle.assertAllowed('login', input.username, caller.ip);
  const identity = await deps.sso.verify(provider, input.idToken);
  const user = await findUserByEmail(deps.db, input.username);
  const linked = user ? await findProviderSubject(deps.db, user.id, provider) : null;
  const isSameEmail = identity.email.toLowerCase() === input.username.toLowerCase();
  const isAllowed =
    user !== null &&
    isSameEmail &&
    (linked ? linked === identity.subject : identity.isEmailVerified);
  if (!user || !isAllowed) {
    await deps.throttle.fail('login', input.username, caller.ip);
    await audit(
      deps,
      'login_failure',
      caller,
      { id: user?.id ?? null, email: input.username },
      provider,
    );
    throw noMatch();
  }
  if (!linked) await linkProviderSubject(deps.db, user.id, provider, identity.subject);
  await deps.throttle.succeed('login', input.username);
  return completeSignIn(deps, user, true, caller, provider);
}

const methodFlags = {
  password: LoginAvailability.WithPassword,
  microsoft: LoginAvailability.Microsoft,
  google: LoginAvailability.Google,
} as const;

/**
 * The sign-in methods of an email's account (document 1 §4). On a registration check an existing
 * account is "restricted": it must sign in instead. The screens need this look-up, so it tells
 * whether an account exists; to bound probing, each look-up of an email without an account counts
 * against the caller's IP (30 in 15 minutes lock the look-up for 15 minutes, docs/security.md).
 * An IP locked out of sign-in is refused here too.
 */
export async function checkLoginAvailability(
  deps: IdentityDeps,
  input: { username: string; isRegistration?: boolean | undefined },
  caller: CallerInfo,
): Promise<LoginAvailabilityResponse> {
  await deps.throttle.assertAllowed('login', null, caller.ip);
  await deps.throttle.assertAllowed('availability', null, caller.ip);
  const user = await findUserByEmail(deps.db, input.username);
  if (!user) {
    await deps.throttle.fail('availability', null, caller.ip);
    return { Availability: LoginAvailability.None, IsRestricted: false };
  }
  const methods = await listSignInMethods(deps.db, user.id);
  const flags = methods.reduce((sum, method) => sum | methodFlags[method], 0);
  return { Availability: flags, IsRestricted: input.isRegistration === true };
}

const knownDomains: Record<string, SsoProvider> = {
  'gmail.com': 'google',
  'googlemail.com': 'google',
  'outlook.com': 'microsoft',
  'hotmail.com': 'microsoft',
  'live.com': 'microsoft',
  'msn.com': 'microsoft',
};

/**
 * Guesses how a new email's domain signs in: public Google and Microsoft mail domains by name;
 * otherwise the method most used by existing accounts of the same domain; else NotAssigned.
 * A provider is only suggested when it is configured.
 */
export async function guessDomainLoginMethod(
  deps: IdentityDeps,
  username: string,
): Promise<number> {
  const domain = username.split('@')[1]?.toLowerCase() ?? '';
  const known = knownDomains[domain];
  if (known) return deps.sso.isConfigured(known) ? toLoginMethod(known) : LoginMethod.NotAssigned;
  const counts = await countMethodsForDomain(deps.db, domain);
  const usable = counts.filter(
    (c) => c.method === 'password' || deps.sso.isConfigured(c.method as SsoProvider),
  );
  const top = usable.sort((a, b) => b.count - a.count)[0];
  return top ? toLoginMethod(top.method as SsoProvider | 'password') : LoginMethod.NotAssigned;
}

function toLoginMethod(method: SsoProvider | 'password'): number {
  return method === 'google'
    ? LoginMethod.Google
    : method === 'microsoft'
      ? LoginMethod.Microsoft
      : LoginMethod.WithPassword;
}
