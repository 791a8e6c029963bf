// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies, testUser } from '../../../app/test-utils';
import { EmailVerifiedGate } from './email-verified-gate';
import { VerifyEmailPage } from './verify-email-page';

const token = 'A'.repeat(43);

const routes = [
  { path: '/verify-email/:token', element: <VerifyEmailPage /> },
  {
    element: <EmailVerifiedGate />,
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VerifyEmailPage', () => {
  it('confirms the address once with the token of the link, then offers sign-in', async () => {
    const fetchMock = mockApi({ 'POST /verifyemail': () => jsonResponse({ Data: true }) });
    renderRoutes(routes, [`/verify-email/${token}`]);
    expect(screen.getByText('Confirming your email address')).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Email confirmed' });
    expect(screen.getByRole('status').textContent).toContain(messages.emailVerified);
    expect(sentBodies(fetchMock, 'POST /verifyemail')).toEqual([{ token }]);
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it("an invited address's link continues to its development (remembered for sign-in); another site is ignored", async () => {
    mockApi({ 'POST /verifyemail': () => jsonResponse({ Data: true }) });
    renderRoutes(routes, [`/verify-email/${token}?next=%2Fdevelopment%2F7`]);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    signIn.click();
    expect(sessionStorage.getItem('circa.returnTo')).toBe('/development/7');
    cleanup();
    sessionStorage.clear();
    renderRoutes(routes, [`/verify-email/${token}?next=%2F%2Fevil.example`]);
    (await screen.findByRole('link', { name: 'Sign in' })).click();
    expect(sessionStorage.getItem('circa.returnTo')).toBeNull();
  });

  it("shows the server's reason when the link does not work", async () => {
    mockApi({
      'POST /verifyemail': () =>
        jsonResponse({ code: 'bad_request', message: messages.verificationLinkExpired }, 400),
    });
    renderRoutes(routes, [`/verify-email/${token}`]);
    await screen.findByRole('heading', { name: 'This link does not work' });
    expect(screen.getByRole('alert').textContent).toBe(messages.verificationLinkExpired);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('lifts the "Check your email" screen of a signed-in user once the address is confirmed', async () => {
    localStorage.setItem('jwt', 'token-1');
    let isVerified = false;
    mockApi({
      'GET /userprofile': () =>
        jsonResponse({ Data: { ...testUser, IsEmailVerified: isVerified } }),
      'POST /verifyemail': () => {
        isVerified = true;
        return jsonResponse({ Data: true });
      },
    });
    const { router } = renderRoutes(routes, [`/verify-email/${token}`]);
    const next = await screen.findByRole('link', { name: 'Continue to Circa' });
    await vi.waitFor(() => expect(isVerified).toBe(true));
    next.click();
    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });
});
