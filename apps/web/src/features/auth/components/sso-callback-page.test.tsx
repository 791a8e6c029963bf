// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, sentBodies, testUser } from '../../../app/test-utils';
import { SsoCallbackPage } from './sso-callback-page';

function jwt(payload: object): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.sig`;
}

const routes = [
  { path: '/googlelogin/:username', element: <SsoCallbackPage provider="Google" /> },
  { path: '/microsoftlogin/:username', element: <SsoCallbackPage provider="Microsoft" /> },
];

function pending(value: object) {
  sessionStorage.setItem('circa.sso', JSON.stringify(value));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SsoCallbackPage', () => {
  it('signs in with Google when state and nonce match, and removes the token from the address', async () => {
    const token = jwt({ nonce: 'n-1' });
    pending({ provider: 'Google', username: 'ada@example.com', state: 's-1', nonce: 'n-1' });
    window.history.replaceState(
      null,
      '',
      `/googlelogin/ada%40example.com#id_token=${token}&state=s-1`,
    );
    const fetchMock = mockApi({
      'POST /shared/googlelogin': () => jsonResponse({ Data: testUser, Token: 'sso-token' }),
    });
    renderRoutes(routes, ['/googlelogin/ada%40example.com']);
    await waitFor(() => expect(localStorage.getItem('jwt')).toBe('sso-token'));
    expect(sentBodies(fetchMock, 'POST /shared/googlelogin')).toEqual([
      { username: 'ada@example.com', AccessToken: token },
    ]);
    expect(window.location.hash).toBe('');
    expect(sessionStorage.getItem('circa.sso')).toBeNull();
  });

  it('registers with Microsoft when the pending request carries registration fields', async () => {
    const token = jwt({ nonce: 'n-2' });
    const registration = {
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: '',
      phoneNumber: '0400',
    };
    pending({
      provider: 'Microsoft',
      username: 'grace@example.com',
      state: 's-2',
      nonce: 'n-2',
      registration,
    });
    window.history.replaceState(
      null,
      '',
      `/microsoftlogin/grace%40example.com#id_token=${token}&state=s-2`,
    );
    const fetchMock = mockApi({
      'POST /microsoftregister': () => jsonResponse({ Data: testUser, Token: 'reg-token' }),
    });
    renderRoutes(routes, ['/microsoftlogin/grace%40example.com']);
    await waitFor(() => expect(localStorage.getItem('jwt')).toBe('reg-token'));
    expect(sentBodies(fetchMock, 'POST /microsoftregister')).toEqual([
      { username: 'grace@example.com', ...registration, IdToken: token },
    ]);
  });

  it('refuses a return whose state does not match, without calling the server', async () => {
    pending({ provider: 'Google', username: 'ada@example.com', state: 's-1', nonce: 'n-1' });
    window.history.replaceState(
      null,
      '',
      `/googlelogin/ada%40example.com#id_token=${jwt({ nonce: 'n-1' })}&state=forged`,
    );
    const fetchMock = mockApi({});
    renderRoutes(routes, ['/googlelogin/ada%40example.com']);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be matched');
    expect(screen.getByRole('link', { name: 'Return to Login' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the token is rejected", async () => {
    pending({ provider: 'Google', username: 'ada@example.com', state: 's-1', nonce: 'n-1' });
    window.history.replaceState(
      null,
      '',
      `/googlelogin/ada%40example.com#id_token=${jwt({ nonce: 'n-1' })}&state=s-1`,
    );
    mockApi({
      'POST /shared/googlelogin': () =>
        jsonResponse(
          { code: 'sso_token_invalid', message: 'The Google sign-in could not be verified.' },
          401,
        ),
    });
    renderRoutes(routes, ['/googlelogin/ada%40example.com']);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The Google sign-in could not be verified.',
    );
    expect(localStorage.getItem('jwt')).toBeNull();
  });
});
