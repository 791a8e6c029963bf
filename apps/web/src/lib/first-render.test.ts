import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';

// the held answers are the module's own state: a fresh module per test
async function freshModule() {
  vi.resetModules();
  return import('./first-render');
}

const Page = () => null;
const Other = () => null;

function makeRoutes(loadPage: () => Promise<{ Component: () => null }>): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { index: true, lazy: loadPage },
        { path: 'other', lazy: async () => ({ Component: Other }) },
      ],
    },
  ];
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('firstRenderReady', () => {
  it('puts the code of the routes matching the address on them, leaving the others lazy', async () => {
    const { firstRenderReady } = await freshModule();
    const routes = makeRoutes(async () => ({ Component: Page }));
    await firstRenderReady(routes, '/', [], 3000);
    const [home, other] = routes[0]!.children!;
    expect(home).toMatchObject({ Component: Page, lazy: undefined });
    expect(other!.Component).toBeUndefined();
    expect(typeof other!.lazy).toBe('function');
  });

  it('waits for the given answers and for those the screen holds when its code loads', async () => {
    const { firstRenderReady, holdFirstRender } = await freshModule();
    let answerSummary!: () => void;
    const routes = makeRoutes(async () => {
      holdFirstRender(new Promise<void>((resolve) => (answerSummary = resolve)));
      return { Component: Page };
    });
    let answerSession!: () => void;
    const session = new Promise<void>((resolve) => (answerSession = resolve));
    let isReady = false;
    const ready = firstRenderReady(routes, '/', [session], 3000).then(() => (isReady = true));
    await vi.advanceTimersByTimeAsync(10);
    answerSession();
    await vi.advanceTimersByTimeAsync(10);
    expect(isReady).toBe(false);
    answerSummary();
    await ready;
    expect(isReady).toBe(true);
  });

  it('does not let a failed answer or a failed screen load hold the render', async () => {
    const { firstRenderReady, holdFirstRender } = await freshModule();
    holdFirstRender(Promise.reject(new Error('offline')));
    const routes = makeRoutes(() => Promise.reject(new Error('chunk missing')));
    await firstRenderReady(routes, '/', [], 3000);
    // left lazy: the router loads it again and shows the route's error
    expect(typeof routes[0]!.children![0]!.lazy).toBe('function');
  });

  it('waits no longer than its limit, and changes no route after it', async () => {
    const { firstRenderReady } = await freshModule();
    let loadPage!: (module: { Component: () => null }) => void;
    const routes = makeRoutes(() => new Promise((resolve) => (loadPage = resolve)));
    const ready = firstRenderReady(routes, '/', [new Promise(() => undefined)], 3000);
    await vi.advanceTimersByTimeAsync(3000);
    await ready;
    loadPage({ Component: Page });
    await vi.advanceTimersByTimeAsync(10);
    expect(routes[0]!.children![0]!.Component).toBeUndefined();
  });
});
