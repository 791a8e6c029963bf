// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAutosave', () => {
  it('saves the latest value once, 2000 ms after the last change', async () => {
    const save = vi.fn((_value: string) => Promise.resolve());
    const { result } = renderHook(() => useAutosave(save, 2000));

    act(() => result.current.schedule('A'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => result.current.schedule('Ad'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => result.current.schedule('Ada'));
    expect(result.current.status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(save).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Ada');
    expect(result.current.status).toBe('saved');
  });

  it('does not overlap saves: a change during a save is saved after it', async () => {
    const first = deferred();
    const save = vi.fn((value: string) => (value === 'one' ? first.promise : Promise.resolve()));
    const { result } = renderHook(() => useAutosave(save, 2000));

    act(() => result.current.schedule('one'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.status).toBe('saving');
    act(() => result.current.schedule('two'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(save).toHaveBeenCalledTimes(1);

    await act(async () => first.resolve());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('two');
  });

  it('logs a failed save, reports it and saves again on the next change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave<string>(save, 2000));

    act(() => result.current.schedule('x'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.status).toBe('error');
    expect(error).toHaveBeenCalled();

    act(() => result.current.schedule('xy'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(save).toHaveBeenLastCalledWith('xy');
    expect(result.current.status).toBe('saved');
  });

  it('saves a waiting change at once when unmounted', () => {
    const save = vi.fn((_value: string) => Promise.resolve());
    const { result, unmount } = renderHook(() => useAutosave(save, 2000));
    act(() => result.current.schedule('last words'));
    unmount();
    expect(save).toHaveBeenCalledWith('last words');
  });
});
