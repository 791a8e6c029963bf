// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { routes } from '../routes';
import { jsonResponse, mockApi, renderRoutes, testUser } from '../test-utils';
import { introCookieName } from '../../features/intro/hooks/intro-cookie';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

const feed = () => jsonResponse({ Data: [] });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('first-visit intro', () => {
  it("offers the intro; 'I have seen it already, Log me in' stores the cookie and opens /login", async () => {
    mockApi({
      'GET /featuredesigns': feed,
      'GET /shared/ssoproviders': () => jsonResponse({ Data: { Google: null, Microsoft: null } }),
    });
    const { router } = renderRoutes(routes, ['/']);
    const dialog = await screen.findByRole('dialog', { name: 'New to the product?' });
    expect(within(dialog).getByRole('button', { name: 'Tell Me More' })).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'I have seen it already, Log me in' }),
    );
    expect(document.cookie).toContain(`${introCookieName}=1`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('walks through three pages with the arrow keys and SKIP closes it', async () => {
    mockApi({ 'GET /featuredesigns': feed });
    renderRoutes(routes, ['/']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tell Me More' }));
    expect(await screen.findByRole('heading', { name: 'Why' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'What is it' })).toBeTruthy();
    expect(screen.getByText('Circa gives feedback on a design in about 20 minutes.')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'How does it work' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'What is it' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SKIP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.cookie).toContain(`${introCookieName}=1`);
  });

  it('does not show once the cookie is set', async () => {
    document.cookie = `${introCookieName}=1; path=/`;
    mockApi({ 'GET /featuredesigns': feed });
    renderRoutes(routes, ['/']);
    expect(await screen.findByText('There are no feature designs to load')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("stays away from a shared design's public page: its visitor came to see the design", async () => {
    mockApi({
      'GET /designperformance': () =>
        jsonResponse({ code: 'forbidden', message: 'Access denied' }, 403),
    });
    renderRoutes(routes, ['/feed/zz']);
    expect((await screen.findByRole('alert')).textContent).toBe('Access denied');
    expect(screen.queryByRole('dialog', { name: 'New to the product?' })).toBeNull();
  });
});

/** Signed-in home also lists My Builds and My Developments. */
const signedInHomeLists = {
  'GET /userbuilds': () => jsonResponse({ Data: [] }),
  'GET /getuserdevelopments': () => jsonResponse({ Data: { Developments: [], Organisations: [] } }),
};

describe('shell', () => {
  beforeEach(() => {
    document.cookie = `${introCookieName}=1; path=/`;
  });

  it('has no back arrow on / and a help link to the support site', async () => {
    mockApi({ 'GET /featuredesigns': feed });
    renderRoutes(routes, ['/']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    const help = screen.getByRole('link', { name: /Help/ });
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('shows the 404 page with a back arrow for unknown routes', async () => {
    renderRoutes(routes, ['/no/such/page']);
    const link = await screen.findByRole('link', { name: messages.notFoundPage });
    expect(link.getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the bottom navigation to signed-in users, with the unread count on Messages', async () => {
    localStorage.setItem('jwt', 'token-1');
    mockApi({
      'GET /userprofile': () => jsonResponse({ Data: testUser }),
      'GET /israpidorgadmininanyorg': () => jsonResponse({ Data: true }),
      'GET /unreadmessages': () => jsonResponse({ Data: 3 }),
      'GET /featuredesigns': feed,
      ...signedInHomeLists,
    });
    renderRoutes(routes, ['/']);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      (await within(nav).findByRole('link', { name: 'Organisation' })).getAttribute('href'),
    ).toBe('/organisation');
    const messagesTab = await within(nav).findByRole('link', { name: 'Messages, 3 unread' });
    expect(messagesTab.getAttribute('href')).toBe('/inbox');
    expect(within(nav).getByRole('link', { name: 'Builds' }).getAttribute('href')).toBe(
      '/project-builds',
    );
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByText('Welcome back, Ada')).toBeTruthy();
  });

  it('hides the Organisation tab from users who administer no organisation', async () => {
    localStorage.setItem('jwt', 'token-1');
    mockApi({
      'GET /userprofile': () => jsonResponse({ Data: testUser }),
      'GET /israpidorgadmininanyorg': () => jsonResponse({ Data: false }),
      'GET /unreadmessages': () => jsonResponse({ Data: 0 }),
      'GET /featuredesigns': feed,
      ...signedInHomeLists,
    });
    renderRoutes(routes, ['/']);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Messages' });
    expect(within(nav).queryByRole('link', { name: 'Organisation' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Organisation' })).toBeNull();
  });

  it('treats a rejected stored token as signed out and clears it', async () => {
    localStorage.setItem('jwt', 'expired');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /userprofile': () =>
        jsonResponse({ code: 'unauthenticated', message: 'Sign in again.' }, 401),
      'GET /shared/ssoproviders': () => jsonResponse({ Data: { Google: null, Microsoft: null } }),
    });
    const { router } = renderRoutes(routes, ['/profile']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
