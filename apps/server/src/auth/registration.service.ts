import type { LoginResponse } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import type { Database } from '@circa/db/schema';
import { linkProviderSubject, upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { findUserByEmail, insertUser } from '@circa/db/users.repository';
import type { UserRecord } from '@circa/db/users.repository';
import type { Kysely } from 'kysely';
import { AppError } from '../http/app-error';
import { joinInvitingOrganisations } from '../project-people/invitation';
import { joinInvitedLots } from '../lot-collaborators/lot-invitations';
import type { CallerInfo } from '../http/request-context';
import { sendVerificationMail } from './email-verification.service';
import type { IdentityDeps } from './identity-deps';
import type { SsoProvider } from './oidc-verifier';
import { hashPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import { audit, completeSignIn } from './sign-in';

/** Registration fields of document 1 §3 (after validation by the contract). */
export interface RegistrationFields {
  username: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
}

type Credential = { kind: 'password'; password: string } | { kind: SsoProvider; idToken: string };

const restricted = () => new AppError('account_exists', messages.restrictedEmail);

/**
 * Creates an account and signs it in. Every attempt counts against the caller's IP (so one IP
 * cannot create accounts without limit); an email that already has an account is refused with
 * the spec's "restricted" message. With a password the email address starts unverified and a
 * link to confirm it is emailed (the account cannot act until it is followed); with single
 * sign-on it is verified at once, as the provider vouches for it.
 */
export async function registerAccount(
  deps: IdentityDeps,
  fields: RegistrationFields,
  credential: Credential,
  caller: CallerInfo,
): Promise<LoginResponse> {
  await deps.throttle.assertAllowed('register', fields.username, caller.ip);
  await deps.throttle.fail('register', fields.username, caller.ip);

  let link: ((db: Kysely<Database>, user: UserRecord) => Promise<void>) | null = null;
  if (credential.kind === 'password') {
    assertPasswordAllowed(credential.password);
    const hash = await hashPassword(credential.password);
    link = (db, user) => upsertPasswordHash(db, user.id, hash);
  } else {
    const identity = await deps.sso.verify(credential.kind, credential.idToken);
    if (
      identity.email.toLowerCase() !== fields.username.toLowerCase() ||
      !identity.isEmailVerified
    ) {
      throw new AppError(
        'sso_token_invalid',
        'The account you signed in with does not confirm this email address. Register with the email of that account.',
      );
    }
    const provider = credential.kind;
    link = (db, user) => linkProviderSubject(db, user.id, provider, identity.subject);
  }

  if (await findUserByEmail(deps.db, fields.username)) throw restricted();
  let user: UserRecord;
  try {
    user = await deps.db.transaction().execute(async (tx) => {
      const created = await insertUser(tx, {
        email: fields.username,
        firstName: fields.firstName,
        lastName: fields.lastName,
        company: fields.companyName,
        phone: fields.phoneNumber,
        emailVerifiedAt: credential.kind === 'password' ? null : deps.now(),
      });
      await link(tx, created);
      return created;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw restricted();
    throw error;
  }
  // single sign-on vouches for the address: an invited one joins its organisations at once
  if (credential.kind !== 'password') await joinInvitingOrganisations(deps.db, user);
  if (credential.kind !== 'password') await joinInvitedLots(deps.db, user);
  if (credential.kind === 'password') {
    try {
      await sendVerificationMail(deps, user, caller);
    } catch {
      // the link could not be stored and queued (the job queue retries the mail itself); the
      // account exists: its "Check your email" screen offers Resend, which reports the failure
      await audit(deps, 'verification_mail_failed', caller, user, null);
    }
  }
  return completeSignIn(deps, user, true, caller, credential.kind, 'register');
}
