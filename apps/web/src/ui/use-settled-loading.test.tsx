// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledLoading } from './use-settled-loading';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSettledLoading', () => {
  it('keeps the spinner 0.5 s after a list of more than 100 items arrives', () => {
    const { result, rerender } = renderHook(
      ({ isLoading, count, version }) => useSettledLoading(isLoading, count, version),
      {
        initialProps: { isLoading: true, count: 0, version: 0 },
      },
    );
    expect(result.current).toBe(true);
    rerender({ isLoading: false, count: 101, version: 1 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    rerender({ isLoading: false, count: 140, version: 2 });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });

  it('shows lists of 100 or fewer at once', () => {
    const { result, rerender } = renderHook(
      ({ isLoading, count }) => useSettledLoading(isLoading, count, 1),
      {
        initialProps: { isLoading: true, count: 0 },
      },
    );
    rerender({ isLoading: false, count: 100 });
    expect(result.current).toBe(false);
  });
});
