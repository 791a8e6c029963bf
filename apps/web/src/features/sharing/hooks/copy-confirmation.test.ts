// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyConfirmationMs, useCopyConfirmation } from './copy-confirmation';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCopyConfirmation', () => {
  it('copies the text and confirms for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { result } = renderHook(() => useCopyConfirmation());
    await act(() => result.current.copy('https://circa.example/feed/zz'));
    expect(writeText).toHaveBeenCalledWith('https://circa.example/feed/zz');
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(copyConfirmationMs - 1));
    expect(result.current.state).toBe('copied');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('idle');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { result } = renderHook(() => useCopyConfirmation());
    await act(() => result.current.copy('x'));
    expect(result.current.state).toBe('failed');
  });
});
