import { loginResponseSchema } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcTestProvider } from '../test-support/oidc-test-provider';
import type { OidcTestProvider } from '../test-support/oidc-test-provider';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let provider: OidcTestProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcTestProvider();
  t = await createTestApp({
    sso: {
      google: { clientId: provider.clientId, issuer: provider.issuer },
      microsoft: { clientId: provider.clientId, issuer: provider.issuer },
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const fields = {
  firstName: 'Gale',
  lastName: 'Google',
  companyName: '',
  phoneNumber: '0400 111 222',
};

describe('single sign-on with real signed ID tokens', () => {
  it('publishes the configured providers with their authorization endpoint', async () => {
    const response = await t.call('GET', '/api/Shared/SsoProviders');
    expect(response.json().Data.Google).toEqual({
      ClientId: 'circa-test',
      AuthorizationEndpoint: `${provider.issuer}/auth`,
    });
  });

  it('registers with Google, then signs in with Google', async () => {
    const idToken = await provider.issueIdToken({
      sub: 'g-1',
      email: 'gale@gmail.com',
      email_verified: true,
    });
    const registered = await t.call('POST', '/api/GoogleRegister', {
      ...fields,
      username: 'gale@gmail.com',
      AccessToken: idToken,
    });
    expect(registered.statusCode).toBe(200);
    expect(loginResponseSchema.parse(registered.json()).Data.Username).toBe('gale@gmail.com');
    const availability = await t.call('POST', '/api/Shared/CheckLoginAvailability', {
      username: 'gale@gmail.com',
    });
    expect(availability.json().Data.Availability).toBe(4);
    const again = await provider.issueIdToken({
      sub: 'g-1',
      email: 'gale@gmail.com',
      email_verified: true,
    });
    const login = await t.call('POST', '/api/Shared/GoogleLogin', {
      username: 'gale@gmail.com',
      AccessToken: again,
    });
    expect(login.statusCode).toBe(200);
    const guess = await t.call('POST', '/api/Shared/SsoGuessDomainInfo', {
      username: 'other@gmail.com',
    });
    expect(guess.json()).toEqual({ Data: 3 });
  });

  it('registers with Microsoft (IdToken), then signs in with Microsoft', async () => {
    const idToken = await provider.issueIdToken({
      sub: 'm-1',
      email: 'mia@outlook.com',
      email_verified: true,
    });
    const registered = await t.call('POST', '/api/MicrosoftRegister', {
      ...fields,
      firstName: 'Mia',
      lastName: 'Microsoft',
      username: 'mia@outlook.com',
      IdToken: idToken,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const body = loginResponseSchema.parse(registered.json());
    expect(body.Data).toMatchObject({
      Username: 'mia@outlook.com',
      FirstName: 'Mia',
      LastName: 'Microsoft',
    });
    expect((await t.call('GET', '/api/UserProfile', undefined, body.Token)).statusCode).toBe(200);
    const availability = await t.call('POST', '/api/Shared/CheckLoginAvailability', {
      username: 'mia@outlook.com',
    });
    expect(availability.json().Data).toEqual({ Availability: 2, IsRestricted: false });
    // no password was set: a password sign-in fails
    const withPassword = await t.call('POST', '/api/Shared/Login', {
      username: 'mia@outlook.com',
      password: 'Any-pass-1',
    });
    expect(withPassword.statusCode).toBe(401);
    // the registered subject signs in; another subject with the same email does not
    const again = await provider.issueIdToken({
      sub: 'm-1',
      email: 'mia@outlook.com',
      email_verified: true,
    });
    const login = await t.call('POST', '/api/Shared/MicrosoftLogin', {
      username: 'mia@outlook.com',
      IdToken: again,
    });
    expect(login.statusCode).toBe(200);
    const impostor = await provider.issueIdToken({
      sub: 'm-2',
      email: 'mia@outlook.com',
      email_verified: true,
    });
    const refused = await t.call('POST', '/api/Shared/MicrosoftLogin', {
      username: 'mia@outlook.com',
      IdToken: impostor,
    });
    expect(refused.statusCode).toBe(401);
  });

  it('refuses Microsoft registration for an unverified or different email, and for an existing account', async () => {
    const unverified = await provider.issueIdToken({
      sub: 'm-3',
      email: 'max@outlook.com',
      email_verified: false,
    });
    const notVerified = await t.call('POST', '/api/MicrosoftRegister', {
      ...fields,
      username: 'max@outlook.com',
      IdToken: unverified,
    });
    expect(notVerified.statusCode).toBe(401);
    expect(notVerified.json().code).toBe('sso_token_invalid');

    const otherEmail = await provider.issueIdToken({
      sub: 'm-4',
      email: 'someone-else@outlook.com',
      email_verified: true,
    });
    const mismatch = await t.call('POST', '/api/MicrosoftRegister', {
      ...fields,
      username: 'max@outlook.com',
      IdToken: otherEmail,
    });
    expect(mismatch.statusCode).toBe(401);
    expect(mismatch.json().code).toBe('sso_token_invalid');
    // neither attempt created the account
    const check = await t.call('POST', '/api/Shared/CheckLoginAvailability', {
      username: 'max@outlook.com',
    });
    expect(check.json().Data.Availability).toBe(0);

    const forAdmin = await provider.issueIdToken({
      sub: 'm-5',
      email: 'admin@example.com',
      email_verified: true,
    });
    const exists = await t.call('POST', '/api/MicrosoftRegister', {
      ...fields,
      username: 'admin@example.com',
      IdToken: forAdmin,
    });
    expect(exists.statusCode).toBe(409);
    expect(exists.json().message).toBe(messages.restrictedEmail);

    const junk = await t.call('POST', '/api/MicrosoftRegister', {
      ...fields,
      username: 'max@outlook.com',
      IdToken: 'not-a-jwt',
    });
    expect(junk.statusCode).toBe(401);
    expect(junk.json().code).toBe('sso_token_invalid');
  });

  it('links Microsoft to an existing password account whose email the provider verifies', async () => {
    const idToken = await provider.issueIdToken({
      sub: 'm-7',
      email: 'builder@example.com',
      email_verified: true,
    });
    const login = await t.call('POST', '/api/Shared/MicrosoftLogin', {
      username: 'builder@example.com',
      IdToken: idToken,
    });
    expect(login.statusCode).toBe(200);
    // a different subject claiming the same email is refused once linked
    const other = await provider.issueIdToken({
      sub: 'm-8',
      email: 'builder@example.com',
      email_verified: true,
    });
    const refused = await t.call('POST', '/api/Shared/MicrosoftLogin', {
      username: 'builder@example.com',
      IdToken: other,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(messages.noAccountMatch);
  });

  it('refuses a token whose email is not verified, or not the username', async () => {
    const unverified = await provider.issueIdToken({
      sub: 'g-2',
      email: 'admin@example.com',
      email_verified: false,
    });
    expect(
      (
        await t.call('POST', '/api/Shared/GoogleLogin', {
          username: 'admin@example.com',
          AccessToken: unverified,
        })
      ).statusCode,
    ).toBe(401);
    const otherEmail = await provider.issueIdToken({
      sub: 'g-3',
      email: 'someone@else.com',
      email_verified: true,
    });
    expect(
      (
        await t.call('POST', '/api/Shared/GoogleLogin', {
          username: 'admin@example.com',
          AccessToken: otherEmail,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a token for another audience, a tampered token and garbage', async () => {
    const foreign = await provider.issueIdToken(
      { sub: 'g-1', email: 'gale@gmail.com', email_verified: true },
      'other-app',
    );
    const wrongAudience = await t.call('POST', '/api/Shared/GoogleLogin', {
      username: 'gale@gmail.com',
      AccessToken: foreign,
    });
    expect(wrongAudience.statusCode).toBe(401);
    expect(wrongAudience.json().code).toBe('sso_token_invalid');

    const good = await provider.issueIdToken({
      sub: 'g-1',
      email: 'gale@gmail.com',
      email_verified: true,
    });
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'g-999' })).toString('base64url'),
      signature,
    ].join('.');
    const tampered = await t.call('POST', '/api/Shared/GoogleLogin', {
      username: 'gale@gmail.com',
      AccessToken: forged,
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().code).toBe('sso_token_invalid');

    const junk = await t.call('POST', '/api/Shared/GoogleLogin', {
      username: 'gale@gmail.com',
      AccessToken: 'not-a-jwt',
    });
    expect(junk.statusCode).toBe(401);
  });

  it('refuses registration when the account exists', async () => {
    const idToken = await provider.issueIdToken({
      sub: 'g-4',
      email: 'admin@example.com',
      email_verified: true,
    });
    const response = await t.call('POST', '/api/GoogleRegister', {
      ...fields,
      username: 'admin@example.com',
      AccessToken: idToken,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.restrictedEmail);
  });
});
