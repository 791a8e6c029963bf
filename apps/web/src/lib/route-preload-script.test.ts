// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreens, scriptSource } from '../../vite-plugins/route-preload';
import { homeWelcomeLine, resultsSubtitle } from '../config/first-draw';

// the script as the build writes it, with one chunk to preload per screen
const source = scriptSource(
  firstScreens.map((screen) => ({
    path: screen.path.source,
    files: [`/assets/${screen.draw ?? 'other'}.js`],
    screen,
  })),
  'jwt',
);

const user = { FirstName: 'Avery', IsEmailVerified: true };
const summary = { DesignName: 'Lot 102 <design>', PaymentRequired: true, ProjectTargetList: [] };
const fetchMock = vi.fn<typeof fetch>();

function answerWith(bodies: Record<string, unknown>) {
  fetchMock.mockImplementation((url) => {
    const path = String(url).split('?')[0]!;
    const body = bodies[path];
    return Promise.resolve(
      body === undefined
        ? new Response('{}', { status: 401 })
        : new Response(JSON.stringify({ Data: body }), {
            headers: { 'Content-Type': 'application/json' },
          }),
    );
  });
}

/** index.html's body, then the script, at `path`; resolves once its answers are in. */
async function run(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    '<div id="root"><div role="status"><div class="boot-bar"></div>' +
    '<svg id="boot-spinner"></svg></div></div>';
  new Function(source)();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const drawn = () => document.querySelector('#root .boot-main');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // only what the script adds: emptying the head would take other files' emotion styles with it
  // (test files share a worker's document, decision 0032)
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});
afterEach(() => {
  document.body.replaceChildren();
  delete window.__circaPreloaded;
  vi.unstubAllGlobals();
});

describe('the route-preload script', () => {
  it("draws home's welcome from the session check in place of the spinner", async () => {
    localStorage.setItem('jwt', 't1');
    answerWith({ '/api/UserProfile': user });
    await run('/');
    expect(document.getElementById('boot-spinner')).toBeNull();
    expect(drawn()?.querySelector('h2')?.textContent).toBe('Welcome back, Avery');
    expect(drawn()?.querySelector('p')?.textContent).toBe(homeWelcomeLine);
  });

  it("draws a results summary's design name (as text) and the line under it", async () => {
    localStorage.setItem('jwt', 't1');
    answerWith({ '/api/UserProfile': user, '/api/projecttargetsbystruct': summary });
    await run('/design-results/2');
    expect(drawn()?.querySelector('h2')?.textContent).toBe('Lot 102 <design>');
    expect(drawn()?.querySelector('p')?.textContent).toBe(resultsSubtitle);
  });

  it('draws nothing signed out, unconfirmed, or once the app has drawn', async () => {
    answerWith({ '/api/UserProfile': user });
    await run('/').catch(() => undefined);
    expect(drawn()).toBeNull();

    localStorage.setItem('jwt', 't1');
    answerWith({ '/api/UserProfile': { ...user, IsEmailVerified: false } });
    await run('/');
    expect(drawn()).toBeNull();

    answerWith({});
    await run('/');
    expect(drawn()).toBeNull();

    answerWith({ '/api/UserProfile': user });
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"><main>the app</main></div>';
    new Function(source)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn()).toBeNull();
  });

  it("starts the calls first, then adds the screen's modulepreload links in a later task", async () => {
    localStorage.setItem('jwt', 't1');
    answerWith({ '/api/UserProfile': user });
    window.history.replaceState(null, '', '/');
    new Function(source)();
    expect(fetchMock).toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/home.js',
    );
  });
});
