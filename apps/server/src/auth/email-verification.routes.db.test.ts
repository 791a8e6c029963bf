import { createHash, randomBytes } from 'node:crypto';
import { loginResponseSchema } from '@circa/contract/identity.schema';
import { formatMessage, messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcTestProvider } from '../test-support/oidc-test-provider';
import type { OidcTestProvider } from '../test-support/oidc-test-provider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { VERIFICATION_LIFETIME_HOURS } from './email-verification.service';

let provider: OidcTestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcTestProvider();
  t = await createTestApp({
    sso: { google: { clientId: provider.clientId, issuer: provider.issuer } },
    env: { CIRCA_PUBLIC_URL: 'https://circa.example/' },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const password = 'Strong-pass-1';

async function register(username: string): Promise<string> {
  const response = await t.call('POST', '/api/register', {
    username,
    password,
    firstName: 'Vera',
    lastName: 'Verify',
    companyName: 'Small Homes',
    phoneNumber: '0400 000 000',
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = loginResponseSchema.parse(response.json());
  expect(body.Data.IsEmailVerified).toBe(false);
  return body.Token;
}

/** The tokens of the verification links mailed to `to`, oldest first. */
function linkTokens(to: string): string[] {
  return t
    .mails()
    .filter((mail) => mail.includes(`To: ${to}`) && mail.includes('Confirm your email address'))
    .map((mail) => {
      const match = /https:\/\/circa\.example\/verify-email\/([A-Za-z0-9_-]{43})\n/.exec(mail);
      if (!match?.[1]) throw new Error(`no link in the mail to ${to}`);
      return match[1];
    });
}

const protectedCall = (token: string) =>
  t.call('GET', '/api/userbuilds?offset=0&count=3', undefined, token);

const verify = (token: unknown) => t.call('POST', '/api/verifyEmail', { token });

describe('email verification', () => {
  it('registration → unverified (403) → the emailed link verifies it → the same session may act', async () => {
    const email = 'vera@example.org';
    const session = await register(email);

    const refused = await protectedCall(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'email_not_verified',
      message: formatMessage(messages.emailNotVerified, { email }),
    });
    // a route registered outside implementRoute (the file download) is refused as well
    const download = await t.call('POST', '/api/submit/download', { designRefId: 1 }, session);
    expect(download.statusCode).toBe(403);
    // the profile read and the shell's calls still answer, so the web can draw its screen
    const profile = await t.call('GET', '/api/UserProfile', undefined, session);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().Data.IsEmailVerified).toBe(false);
    for (const path of ['/api/isRapidOrgAdminInAnyOrg', '/api/unreadMessages']) {
      expect((await t.call('GET', path, undefined, session)).statusCode, path).toBe(200);
    }

    const [token] = linkTokens(email);
    expect(token).toBeDefined();
    // only the SHA-256 of the link's token is stored
    const stored = await t.database.db
      .selectFrom('email_verifications')
      .innerJoin('users', 'users.id', 'email_verifications.user_id')
      .select(['token_hash', 'expires_at', 'email_verifications.created_at'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeGreaterThan(
      (VERIFICATION_LIFETIME_HOURS * 60 - 1) * 60_000,
    );

    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ Data: true });
    expect((await protectedCall(session)).statusCode).toBe(200);
    const after = await t.call('GET', '/api/UserProfile', undefined, session);
    expect(after.json().Data.IsEmailVerified).toBe(true);

    // single use
    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'bad_request', message: messages.verificationLinkUsed });
    // a new sign-in is verified too
    expect((await protectedCall(await t.signIn(email, password))).statusCode).toBe(200);
  });

  it('refuses an expired link; a resent one works', async () => {
    const email = 'late@example.org';
    const session = await register(email);
    const [first] = linkTokens(email);
    t.advance(VERIFICATION_LIFETIME_HOURS * 3_600_000 + 1000);
    const expired = await verify(first);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.verificationLinkExpired);

    const fresh = await t.signIn(email, password);
    expect((await protectedCall(fresh)).statusCode).toBe(403);
    const resent = await t.call('POST', '/api/resendVerificationEmail', undefined, fresh);
    expect(resent.statusCode).toBe(200);
    const tokens = linkTokens(email);
    expect(tokens).toHaveLength(2);
    expect((await verify(tokens[1])).statusCode).toBe(200);
    expect((await protectedCall(fresh)).statusCode).toBe(200);
    // the session signed in before verification may act now too (not remembered as unverified)
    expect((await protectedCall(session)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed links with a message a person can act on', async () => {
    const unknown = await verify(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'bad_request',
      message: messages.verificationLinkUnknown,
    });
    for (const junk of ['', 'abc', `${'a'.repeat(43)}/`, 42]) {
      const response = await verify(junk);
      expect(response.statusCode, String(junk)).toBe(400);
      expect(response.json().message, String(junk)).toBe(messages.verificationLinkUnknown);
    }
  });

  it('throttles resend emails like PIN emails, and sends none once verified', async () => {
    const email = 'resend@example.org';
    const session = await register(email);
    for (let i = 0; i < 10; i++) {
      const response = await t.call('POST', '/api/resendVerificationEmail', undefined, session);
      expect(response.statusCode, `resend ${i + 1}`).toBe(200);
    }
    expect(linkTokens(email)).toHaveLength(11);
    const locked = await t.call('POST', '/api/resendVerificationEmail', undefined, session);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(linkTokens(email)).toHaveLength(11);
    // every link sent stays usable until it expires or one of them is used
    expect((await verify(linkTokens(email)[3])).statusCode).toBe(200);

    const verified = await t.signIn('builder@example.com');
    const none = await t.call('POST', '/api/resendVerificationEmail', undefined, verified);
    expect(none.statusCode).toBe(200);
    expect(t.mails().filter((m) => m.includes('To: builder@example.com'))).toHaveLength(0);
  });

  it('lets an unverified account sign out', async () => {
    const session = await register('leaving@example.org');
    const out = await t.call('POST', '/api/Shared/Logout', undefined, session);
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/api/UserProfile', undefined, session)).statusCode).toBe(401);
  });

  it('verifies a single sign-on registration at once: the provider vouches for the email', async () => {
    const idToken = await provider.issueIdToken({
      sub: 'g-verified',
      email: 'sso.person@gmail.com',
      email_verified: true,
    });
    const response = await t.call('POST', '/api/GoogleRegister', {
      username: 'sso.person@gmail.com',
      AccessToken: idToken,
      firstName: 'Sam',
      lastName: 'Sso',
      companyName: '',
      phoneNumber: '0400 111 222',
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.Data.IsEmailVerified).toBe(true);
    expect((await protectedCall(body.Token)).statusCode).toBe(200);
    expect(t.mails().filter((m) => m.includes('To: sso.person@gmail.com'))).toHaveLength(0);
  });

  it('keeps accounts created by the operator (the demo seed) verified', async () => {
    const token = await t.signIn('admin@example.com');
    const profile = await t.call('GET', '/api/UserProfile', undefined, token);
    expect(profile.json().Data.IsEmailVerified).toBe(true);
  });
});
