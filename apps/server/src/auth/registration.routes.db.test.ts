import { loginResponseSchema } from '@circa/contract/identity.schema';
import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const valid = {
  username: 'New.Person@Example.org',
  password: 'Strong-pass-1',
  firstName: 'New',
  lastName: 'Person',
  companyName: 'Small Homes',
  phoneNumber: '0400 000 000',
};

describe('POST /register', () => {
  it('creates the account and signs it in', async () => {
    const response = await t.call('POST', '/api/register', valid);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.Data).toMatchObject({
      Username: 'New.Person@Example.org',
      FirstName: 'New',
      LastName: 'Person',
      Company: 'Small Homes',
      Phone: '0400 000 000',
    });
    expect((await t.call('GET', '/api/UserProfile', undefined, body.Token)).statusCode).toBe(200);
    const login = await t.call('POST', '/api/Shared/Login', {
      username: 'new.person@example.org',
      password: valid.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an email that already has an account with the restricted message', async () => {
    const response = await t.call('POST', '/api/register', {
      ...valid,
      username: 'ADMIN@example.com',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'account_exists', message: messages.restrictedEmail });
  });

  it.each([
    [{ ...valid, password: 'pass1!' }, messages.weakPassword],
    [{ ...valid, password: 'password' }, messages.commonPassword],
    [{ ...valid, password: 'Password1!' }, messages.commonPassword],
    [{ ...valid, password: '12345678!' }, messages.commonPassword],
    [{ ...valid, firstName: '  ' }, messages.firstNameRequired],
    [{ ...valid, lastName: undefined }, messages.lastNameRequired],
    [{ ...valid, phoneNumber: '' }, messages.phoneRequired],
    [{ ...valid, username: 'no-at-sign' }, messages.invalidEmail],
  ])('rejects %j with a 400 and the spec message', async (payload, message) => {
    const response = await t.call('POST', '/api/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts a long passphrase without digits or symbols (no composition rule)', async () => {
    const response = await t.call('POST', '/api/register', {
      ...valid,
      username: 'passphrase@example.org',
      password: 'quiet otters braid kelp under harbour lights',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses single sign-on registration when the provider is not configured', async () => {
    const { password: _password, ...fields } = valid;
    const response = await t.call('POST', '/api/GoogleRegister', {
      ...fields,
      username: 'g@example.org',
      AccessToken: 'x.y.z',
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().code).toBe('sso_not_configured');
  });
});
