// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from 'react-router';
import { messages } from '@circa/contract/messages';
import { PublicRoute } from '../../../app/guards';
import { jsonResponse, mockApi, renderRoutes, sentBodies, testUser } from '../../../app/test-utils';
import { rememberTarget } from '../../../lib/return-to';
import { LoginPage } from './login-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</p>;
}

const routes = [
  {
    element: (
      <>
        <Outlet />
        <Where />
      </>
    ),
    children: [
      {
        element: <PublicRoute />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <p>Register page</p> },
        ],
      },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/builds', element: <p>Builds page</p> },
      { path: '/enter-password/:username', element: <p>Recover page</p> },
    ],
  },
];

const noProviders = () => jsonResponse({ Data: { Google: null, Microsoft: null } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function typeEmailAndNext(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'NEXT' }));
  return user;
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it('validates the email with the spec messages before calling the server', async () => {
    const fetchMock = mockApi({ 'GET /shared/ssoproviders': noProviders });
    renderRoutes(routes, ['/login']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(messages.usernameRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /shared/checkloginavailability')).toHaveLength(0);
  });

  it('signs in with a password in two steps and goes to the remembered target', async () => {
    rememberTarget('/builds');
    const fetchMock = mockApi({
      'GET /shared/ssoproviders': noProviders,
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 1, IsRestricted: false } }),
      'POST /shared/login': () => jsonResponse({ Data: testUser, Token: 'token-1' }),
    });
    renderRoutes(routes, ['/login']);
    const user = await typeEmailAndNext('ada@example.com');

    const password = await screen.findByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    const keep = screen.getByRole('switch', { name: 'Keep me Logged In' }) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    expect(screen.queryByRole('button', { name: /with Google/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'RECOVER PASSWORD' }).getAttribute('href')).toBe(
      '/enter-password/ada%40example.com',
    );

    await user.click(keep);
    await user.type(password, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'LOGON' }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/builds\|/));
    expect(localStorage.getItem('jwt')).toBe('token-1');
    expect(sentBodies(fetchMock, 'POST /shared/login')).toEqual([
      { username: 'ada@example.com', password: 'correct horse', rememberMe: false },
    ]);
  });

  it('shows the spec message for an empty password, clears it as the user types, and sends the trimmed email', async () => {
    const fetchMock = mockApi({
      'GET /shared/ssoproviders': noProviders,
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 1, IsRestricted: false } }),
      'POST /shared/login': () => jsonResponse({ Data: testUser, Token: 'token-1' }),
    });
    renderRoutes(routes, ['/login']);
    const user = await typeEmailAndNext('  ada@example.com ');
    expect(sentBodies(fetchMock, 'POST /shared/checkloginavailability')).toEqual([
      { username: 'ada@example.com' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'LOGON' }));
    expect(await screen.findByText(messages.passwordRequired)).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    await user.type(password, 'x');
    expect(screen.queryByText(messages.passwordRequired)).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('false');
    expect(sentBodies(fetchMock, 'POST /shared/login')).toHaveLength(0);
  });

  it('returns to the email step with the spec message and both fields in error after a failed logon', async () => {
    mockApi({
      'GET /shared/ssoproviders': noProviders,
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 1, IsRestricted: false } }),
      'POST /shared/login': () =>
        jsonResponse({ code: 'invalid_credentials', message: 'Wrong' }, 401),
      'POST /shared/ssoguessdomaininfo': () => jsonResponse({ Data: 0 }),
    });
    renderRoutes(routes, ['/login']);
    const user = await typeEmailAndNext('ada@example.com');
    await user.type(await screen.findByLabelText(/^Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'LOGON' }));

    expect(await screen.findByText(messages.noAccountMatch)).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('link', { name: 'REGISTER' })).toBeTruthy();
    expect(localStorage.getItem('jwt')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const password = await screen.findByLabelText(/^Password/);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(
      password.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root'),
    ).toBeNull();
  });

  it('offers registration with the typed email when no account matches', async () => {
    mockApi({
      'GET /shared/ssoproviders': () =>
        jsonResponse({
          Data: {
            Google: { ClientId: 'g', AuthorizationEndpoint: 'https://accounts.example/auth' },
            Microsoft: null,
          },
        }),
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 0, IsRestricted: false } }),
      'POST /shared/ssoguessdomaininfo': () => jsonResponse({ Data: 3 }),
    });
    renderRoutes(routes, ['/login']);
    const user = await typeEmailAndNext('new@gmail.com');
    expect(await screen.findByRole('heading', { name: 'New Users' })).toBeTruthy();
    expect(await screen.findByText(/it is best to log in with Google/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'REGISTER' }));
    expect(screen.getByTestId('where').textContent).toBe('/register|{"username":"new@gmail.com"}');
  });

  it("shows the server's wait message on 429 and stays on the email step", async () => {
    mockApi({
      'GET /shared/ssoproviders': noProviders,
      'POST /shared/checkloginavailability': () =>
        jsonResponse(
          {
            code: 'too_many_requests',
            message: 'Too many attempts. Please wait 15 minutes and try again.',
          },
          429,
          { 'Retry-After': '900' },
        ),
    });
    renderRoutes(routes, ['/login']);
    await typeEmailAndNext('ada@example.com');
    expect(
      await screen.findByText('Too many attempts. Please wait 15 minutes and try again.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New Users' })).toBeNull();
  });

  it("shows a blocked member the server's reason, not the no-account message", async () => {
    mockApi({
      'GET /shared/ssoproviders': noProviders,
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 1, IsRestricted: false } }),
      'POST /shared/login': () =>
        jsonResponse({ code: 'forbidden', message: messages.accountBlocked }, 403),
      'POST /shared/ssoguessdomaininfo': () => jsonResponse({ Data: 0 }),
    });
    renderRoutes(routes, ['/login']);
    const user = await typeEmailAndNext('ada@example.com');
    await user.type(await screen.findByLabelText(/^Password/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'LOGON' }));
    expect(await screen.findByText(messages.accountBlocked)).toBeTruthy();
    expect(screen.queryByText(messages.noAccountMatch)).toBeNull();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('shows single sign-on buttons only for configured providers the account allows', async () => {
    mockApi({
      'GET /shared/ssoproviders': () =>
        jsonResponse({
          Data: {
            Google: { ClientId: 'g', AuthorizationEndpoint: 'https://accounts.example/auth' },
            Microsoft: null,
          },
        }),
      'POST /shared/checkloginavailability': () =>
        jsonResponse({ Data: { Availability: 7, IsRestricted: false } }),
    });
    renderRoutes(routes, ['/login']);
    await typeEmailAndNext('ada@example.com');
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login with Microsoft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'LOGON' })).toBeTruthy();
  });
});
