// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  checkCallback,
  decodeJwtPayload,
  parseFragment,
  randomToken,
} from './sso';
import type { PendingSso } from './sso';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

const pending: PendingSso = {
  provider: 'Google',
  username: 'ada@example.com',
  state: 'state-1',
  nonce: 'nonce-1',
};

describe('authorizationUrl', () => {
  it('asks for an ID token in the fragment with state and nonce', () => {
    const url = new URL(
      authorizationUrl(
        'https://accounts.example.com/auth?prompt=select_account',
        'client-9',
        'https://app.example/googlelogin/ada%40example.com',
        pending,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example.com/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select_account',
      client_id: 'client-9',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid email profile',
      redirect_uri: 'https://app.example/googlelogin/ada%40example.com',
      state: 'state-1',
      nonce: 'nonce-1',
      login_hint: 'ada@example.com',
    });
  });
});

describe('checkCallback', () => {
  const token = jwt({ nonce: 'nonce-1', email: 'ada@example.com' });

  it('accepts a matching state and nonce', () => {
    expect(
      checkCallback(
        pending,
        'Google',
        'ADA@example.com',
        parseFragment(`#id_token=${token}&state=state-1`),
      ),
    ).toEqual({ ok: true, idToken: token });
  });

  it('rejects a foreign state, a missing request, another provider or a wrong nonce', () => {
    expect(
      checkCallback(pending, 'Google', 'ada@example.com', { id_token: token, state: 'other' }).ok,
    ).toBe(false);
    expect(
      checkCallback(null, 'Google', 'ada@example.com', { id_token: token, state: 'state-1' }).ok,
    ).toBe(false);
    expect(
      checkCallback(pending, 'Microsoft', 'ada@example.com', { id_token: token, state: 'state-1' })
        .ok,
    ).toBe(false);
    expect(
      checkCallback(pending, 'Google', 'ada@example.com', {
        id_token: jwt({ nonce: 'x' }),
        state: 'state-1',
      }).ok,
    ).toBe(false);
    expect(
      checkCallback(pending, 'Google', 'eve@example.com', { id_token: token, state: 'state-1' }).ok,
    ).toBe(false);
  });

  it("passes on the provider's error description", () => {
    expect(
      checkCallback(pending, 'Google', 'ada@example.com', {
        error: 'access_denied',
        error_description: 'User cancelled',
      }),
    ).toEqual({ ok: false, message: 'User cancelled' });
  });
});

describe('decodeJwtPayload and randomToken', () => {
  it('decodes UTF-8 payloads and rejects garbage', () => {
    expect(decodeJwtPayload(jwt({ nonce: 'n' }))).toEqual({ nonce: 'n' });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });

  it('makes distinct URL-safe tokens', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(randomToken()).not.toBe(a);
  });
});
