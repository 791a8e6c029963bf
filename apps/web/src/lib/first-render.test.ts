import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';

// the held answers are the module's own state: a fresh module per test
async function freshModule() {
  vi.resetModules();
  return import('./first-render');
}

const Page = () => null;

const routesLoading = (loadPage: () => Promise<{ Component: () => null }>): RouteObject[] => [
  { path: '/', children: [{ index: true, lazy: loadPage }] },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('firstRenderReady', () => {
  it("waits for the first screen's code, the given answers and those the screen holds", async () => {
    const { firstRenderReady, holdFirstRender } = await freshModule();
    let answerSummary!: () => void;
    let loadPage!: () => void;
    const router = createMemoryRouter(
      routesLoading(
        () =>
          new Promise((resolve) => {
            loadPage = () => {
              holdFirstRender(new Promise<void>((answer) => (answerSummary = answer)));
              resolve({ Component: Page });
            };
          }),
      ),
    );
    let answerSession!: () => void;
    const session = new Promise<void>((resolve) => (answerSession = resolve));
    let isReady = false;
    const ready = firstRenderReady(router, [session], 3000).then(() => (isReady = true));
    answerSession();
    await vi.advanceTimersByTimeAsync(10);
    expect(isReady).toBe(false);
    loadPage();
    await vi.advanceTimersByTimeAsync(10);
    expect(router.state.initialized).toBe(true);
    expect(isReady).toBe(false);
    answerSummary();
    await ready;
    expect(isReady).toBe(true);
  });

  it('does not let a failed answer or a failed screen load hold the render', async () => {
    const { firstRenderReady, holdFirstRender } = await freshModule();
    holdFirstRender(Promise.reject(new Error('offline')));
    const router = createMemoryRouter(
      routesLoading(() => Promise.reject(new Error('chunk missing'))),
    );
    await firstRenderReady(router, [Promise.reject(new Error('offline')).catch(() => 0)], 3000);
    expect(router.state.errors).not.toBeNull();
  });

  it('waits no longer than its limit', async () => {
    const { firstRenderReady } = await freshModule();
    const router = createMemoryRouter(routesLoading(() => new Promise(() => undefined)));
    let isReady = false;
    const ready = firstRenderReady(router, [], 3000).then(() => (isReady = true));
    await vi.advanceTimersByTimeAsync(2990);
    expect(isReady).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await ready;
    expect(router.state.initialized).toBe(false);
  });
});
