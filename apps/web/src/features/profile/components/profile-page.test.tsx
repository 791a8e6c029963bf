// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserProfile, logout, saveUserProfile } from '@circa/contract/identity.routes';
import { messages } from '@circa/contract/messages';
import { PrivateRoute } from '../../../app/guards';
import {
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
  testUser,
} from '../../../app/test-utils';
import { ProfilePage } from './profile-page';

const routes = [
  { element: <PrivateRoute />, children: [{ path: '/profile', element: <ProfilePage /> }] },
  { path: '/login', element: <p>Login page</p> },
  { path: '/enter-password/:username', element: <p>Enter password page</p> },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('jwt', 'token-1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`)) as HTMLInputElement;

describe('ProfilePage', () => {
  it('shows the profile with the email read only, the change-password link and the build version', async () => {
    mockApi(onRoute(getUserProfile, () => testUser));
    renderRoutes(routes, ['/profile']);
    await vi.waitFor(() => screen.getByLabelText(/^Organisation Phone/));
    expect(field('Name').value).toBe('Ada');
    expect(field('Organisation').value).toBe('Analytical Engines');
    expect(field('Organisation Email').readOnly).toBe(true);
    expect(field('Organisation Email').value).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/enter-password/ada%40example.com',
    );
    expect(screen.getByText(/Build version 5\.16\.0/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toBeTruthy();
  });

  it('autosaves 2 s after the last edit, sending only valid changed fields', async () => {
    const fetchMock = mockApi({
      ...onRoute(getUserProfile, () => testUser),
      ...onRoute(saveUserProfile, (changes) => ({ ...testUser, ...changes })),
    });
    renderRoutes(routes, ['/profile']);
    await vi.waitFor(() => screen.getByLabelText(/^Organisation Phone/));

    fireEvent.change(field('Organisation Phone'), { target: { value: '03 9' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.change(field('Organisation Phone'), { target: { value: '03 9999 0000' } });
    fireEvent.change(field('Name'), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(sentRouteBodies(fetchMock, saveUserProfile)).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(10));
    await vi.waitFor(() => screen.getByText('All changes saved'));
    expect(sentRouteBodies(fetchMock, saveUserProfile)).toEqual([{ Phone: '03 9999 0000' }]);
    expect(screen.getByText(messages.firstNameRequired)).toBeTruthy();
    expect(field('Name').value).toBe('');
  });

  it('keeps what the user typed when a save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      ...onRoute(getUserProfile, () => testUser),
      ...onRoute(saveUserProfile, () =>
        jsonResponse({ code: 'internal', message: 'Database unavailable' }, 500),
      ),
    });
    renderRoutes(routes, ['/profile']);
    await vi.waitFor(() => screen.getByLabelText(/^Organisation Address/));
    fireEvent.change(field('Organisation Address'), { target: { value: '5 New Road' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => screen.getByText(/Not saved yet/));
    expect(field('Organisation Address').value).toBe('5 New Road');
    expect(console.error).toHaveBeenCalled();
  });

  it('logs out: calls the server, clears the token and the cached user, and opens /login', async () => {
    const fetchMock = mockApi({
      ...onRoute(getUserProfile, () => testUser),
      ...onRoute(logout, () => true),
    });
    const { router, queryClient } = renderRoutes(routes, ['/profile']);
    await vi.waitFor(() => screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sentRouteBodies(fetchMock, logout)).toHaveLength(1);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(
      queryClient
        .getQueriesData({ queryKey: ['session'] })
        .filter(([, data]) => data !== undefined),
    ).toEqual([]);
  });
});
