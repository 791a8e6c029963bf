// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openingLinesSettled, ROUTE_PRELOAD_ATTRIBUTE } from './opening-lines';

afterEach(() => {
  delete window.__circaPreloaded;
  document.head.querySelector(`script[${ROUTE_PRELOAD_ATTRIBUTE}]`)?.remove();
  vi.useRealTimers();
});

const state = (drawn?: Promise<void>) => ({ token: 't', at: Date.now(), calls: {}, drawn });

describe('openingLinesSettled', () => {
  it('resolves at once when there is no route-preload script or nothing is being drawn', async () => {
    await expect(openingLinesSettled(10_000)).resolves.toBeUndefined();
    window.__circaPreloaded = state();
    await expect(openingLinesSettled(10_000)).resolves.toBeUndefined();
  });

  it('waits for the drawing, and for a script that has not run yet', async () => {
    const script = document.createElement('script');
    script.setAttribute(ROUTE_PRELOAD_ATTRIBUTE, '');
    document.head.append(script);
    let draw!: () => void;
    const drawn = new Promise<void>((resolve) => (draw = resolve));
    let settled = false;
    void openingLinesSettled(10_000).then(() => (settled = true));
    await Promise.resolve();
    window.__circaPreloaded = state(drawn);
    script.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    draw();
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('gives up after the longest wait', async () => {
    vi.useFakeTimers();
    window.__circaPreloaded = state(new Promise<void>(() => undefined));
    const settled = openingLinesSettled(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(settled).resolves.toBeUndefined();
  });
});
