// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrivateRoute, PublicRoute } from './guards';
import { readTarget, rememberTarget } from '../lib/return-to';
import { SessionContextProvider } from '../lib/session';
import type { Session, SessionState } from '../lib/session';
import { testUser } from './test-utils';

function Page({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="page">{`${name} at ${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/', element: <Page name="home" /> },
  { element: <PublicRoute />, children: [{ path: '/login', element: <Page name="login" /> }] },
  {
    element: <PrivateRoute />,
    children: [
      { path: '/profile', element: <Page name="profile" /> },
      { path: '/builds', element: <Page name="builds" /> },
    ],
  },
];

function renderAt(path: string, state: SessionState) {
  const session: Session = {
    session: state,
    signIn: () => undefined,
    updateUser: () => undefined,
    signOut: async () => undefined,
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <SessionContextProvider value={session}>
      <RouterProvider router={router} />
    </SessionContextProvider>,
  );
  return router;
}

const signedOut: SessionState = { status: 'signedOut', user: null };
const signedIn: SessionState = { status: 'signedIn', user: testUser };
const checking: SessionState = { status: 'checking', user: null };

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('PrivateRoute', () => {
  it('sends visitors to /login and remembers the target with its query', async () => {
    renderAt('/builds?q=house', signedOut);
    expect((await screen.findByTestId('page')).textContent).toBe('login at /login');
    expect(readTarget()).toBe('/builds?q=house');
  });

  it('shows the page to signed-in users', async () => {
    renderAt('/profile', signedIn);
    expect((await screen.findByTestId('page')).textContent).toBe('profile at /profile');
  });

  it('waits while the stored token is being checked', () => {
    renderAt('/profile', checking);
    expect(screen.queryByTestId('page')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});

describe('PublicRoute', () => {
  it('sends signed-in users to the remembered target and forgets it', async () => {
    rememberTarget('/builds');
    renderAt('/login', signedIn);
    expect((await screen.findByTestId('page')).textContent).toBe('builds at /builds');
    expect(readTarget()).toBeNull();
  });

  it('sends signed-in users to /profile when no target was remembered', async () => {
    renderAt('/login', signedIn);
    expect((await screen.findByTestId('page')).textContent).toBe('profile at /profile');
  });

  it('ignores a remembered target that would leave the app', async () => {
    sessionStorage.setItem('circa.returnTo', '//evil.example/steal');
    renderAt('/login', signedIn);
    expect((await screen.findByTestId('page')).textContent).toBe('profile at /profile');
  });

  it('shows the page to visitors', async () => {
    renderAt('/login', signedOut);
    expect((await screen.findByTestId('page')).textContent).toBe('login at /login');
  });
});

describe('mixed routes', () => {
  it('work signed in and signed out', async () => {
    renderAt('/', signedOut);
    expect((await screen.findByTestId('page')).textContent).toBe('home at /');
    cleanup();
    renderAt('/', signedIn);
    expect((await screen.findByTestId('page')).textContent).toBe('home at /');
  });
});
