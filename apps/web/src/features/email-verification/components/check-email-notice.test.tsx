// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMessage, messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../../../app/test-utils';
import { EmailVerifiedGate } from './email-verified-gate';

const unverified = { ...testUser, IsEmailVerified: false };

const routes = [
  {
    element: <EmailVerifiedGate />,
    children: [
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
  },
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('jwt', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Resolves a pending answer when the test says so. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('"Check your email" (EmailVerifiedGate)', () => {
  it('shows the screen instead of the page to a signed-in user whose address is not confirmed', async () => {
    mockApi({ 'GET /userprofile': () => jsonResponse({ Data: unverified }) });
    renderRoutes(routes, ['/profile']);
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(
      screen.getByText(formatMessage(messages.emailNotVerified, { email: testUser.Username })),
    ).toBeTruthy();
    expect(screen.queryByText('Profile page')).toBeNull();
    // the heading takes focus so screen readers announce the screen
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the page itself to a confirmed user', async () => {
    mockApi({ 'GET /userprofile': () => jsonResponse({ Data: testUser }) });
    renderRoutes(routes, ['/profile']);
    await screen.findByText('Profile page');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
  });

  it('resends the email: busy while sending, then announces it', async () => {
    const answer = deferred();
    const fetchMock = mockApi({
      'GET /userprofile': () => jsonResponse({ Data: unverified }),
      'POST /resendverificationemail': () => answer.promise,
    });
    renderRoutes(routes, ['/profile']);
    const resend = await screen.findByRole('button', { name: 'Resend email' });
    resend.focus();
    fireEvent.click(resend);
    const busy = await screen.findByRole('button', { name: 'Sending a new email…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    // keyboard focus stays on the button, and a second press sends nothing more
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    answer.resolve(jsonResponse({ Data: true }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        formatMessage(messages.verificationEmailSent, { email: testUser.Username }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).includes('resendVerificationEmail')),
    ).toHaveLength(1);
  });

  it("shows the server's message when the resend is refused (too many emails)", async () => {
    const message = formatMessage(messages.tooManyAttempts, { minutes: 15 });
    mockApi({
      'GET /userprofile': () => jsonResponse({ Data: unverified }),
      'POST /resendverificationemail': () =>
        jsonResponse({ code: 'too_many_requests', message }, 429, { 'Retry-After': '900' }),
    });
    renderRoutes(routes, ['/profile']);
    fireEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('checks again after the link was followed elsewhere, and then shows the page', async () => {
    let user = unverified;
    mockApi({ 'GET /userprofile': () => jsonResponse({ Data: user }) });
    renderRoutes(routes, ['/profile']);
    fireEvent.click(await screen.findByRole('button', { name: 'I have confirmed it' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('not confirmed yet'),
    );
    user = testUser;
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    await screen.findByText('Profile page');
  });

  it('signs out', async () => {
    const fetchMock = mockApi({
      'GET /userprofile': () => jsonResponse({ Data: unverified }),
      'POST /shared/logout': () => jsonResponse({ Data: true }),
    });
    const { router } = renderRoutes(routes, ['/profile']);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByText('Login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/Shared/Logout'))).toBe(true);
  });
});
