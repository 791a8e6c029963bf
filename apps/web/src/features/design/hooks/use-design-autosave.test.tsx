// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveDesign } from '@circa/contract/design.schema';
import type { SaveDesignResponse } from './design-save-types';
import { useDesignAutosave } from './use-design-autosave';

const answer: SaveDesignResponse = {
  GrossFloorArea: 180,
  PredictedGrossFloorArea: 175,
  MinimumGrossFloorArea: 120,
  PaymentRequired: false,
  Version: 2,
};

function deferred() {
  let resolve!: (value: SaveDesignResponse) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SaveDesignResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(save: (input: SaveDesign) => Promise<SaveDesignResponse>) {
  const onSaved = vi.fn();
  const hook = renderHook(() =>
    useDesignAutosave({
      designId: 77,
      saved: { dwellings: 1, bedrooms: 3, designName: 'A' },
      save,
      onSaved,
    }),
  );
  return { ...hook, onSaved };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDesignAutosave (document 2 §4 "Design Details")', () => {
  it('sends the design id and only the changed fields 1 s after the last change', async () => {
    const save = vi.fn((_input: SaveDesign) => Promise.resolve(answer));
    const { result, onSaved } = setup(save);
    act(() => result.current.edit({ bedrooms: 4 }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    act(() => result.current.edit({ dwellings: 1, designName: 'B' }));
    expect(result.current.status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ designId: 77, bedrooms: 4, designName: 'B' });
    expect(onSaved).toHaveBeenCalledWith({ bedrooms: 4, designName: 'B' }, answer);
    expect(result.current.status).toBe('saved');
    expect(result.current.isSettled).toBe(true);
  });

  it('does not send a field changed back to what the server holds', async () => {
    const save = vi.fn((_input: SaveDesign) => Promise.resolve(answer));
    const { result } = setup(save);
    act(() => result.current.edit({ bedrooms: 4 }));
    act(() => result.current.edit({ bedrooms: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.isSettled).toBe(true);
  });

  it('drops a queued value when the field turns invalid', async () => {
    const save = vi.fn((_input: SaveDesign) => Promise.resolve(answer));
    const { result } = setup(save);
    act(() => result.current.edit({ bedrooms: 4, dwellings: 2 }));
    act(() => result.current.edit({}, ['dwellings']));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledWith({ designId: 77, bedrooms: 4 });
  });

  it('waits while any field is invalid and sends once none is', async () => {
    const save = vi.fn((_input: SaveDesign) => Promise.resolve(answer));
    const { result } = setup(save);
    act(() => result.current.setBlocked(true));
    act(() => result.current.edit({ bedrooms: 4 }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('pending');
    expect(result.current.isSettled).toBe(false);
    await act(async () => result.current.setBlocked(false));
    expect(save).toHaveBeenCalledWith({ designId: 77, bedrooms: 4 });
  });

  it('waits while a save is in flight, then sends what changed meanwhile', async () => {
    const first = deferred();
    const save = vi.fn((input: SaveDesign) =>
      input.bedrooms === 4 ? first.promise : Promise.resolve(answer),
    );
    const { result } = setup(save);
    act(() => result.current.edit({ bedrooms: 4 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('saving');
    expect(result.current.inFlight).toEqual({ bedrooms: 4 });
    act(() => result.current.edit({ dwellings: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve(answer));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ designId: 77, dwellings: 2 });
  });

  it('keeps the edits of a failed save (newer ones win) and sends them with the next change', async () => {
    const save = vi
      .fn<(input: SaveDesign) => Promise<SaveDesignResponse>>()
      .mockRejectedValueOnce(new Error('Bad Gateway'))
      .mockResolvedValue(answer);
    const { result } = setup(save);
    act(() => result.current.edit({ bedrooms: 4, dwellings: 2 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toEqual(new Error('Bad Gateway'));
    act(() => result.current.edit({ dwellings: 5 }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenLastCalledWith({ designId: 77, bedrooms: 4, dwellings: 5 });
    expect(result.current.status).toBe('saved');
  });

  it('sends at once on flush, and what is queued when the form closes', async () => {
    const save = vi.fn((_input: SaveDesign) => Promise.resolve(answer));
    const { result, unmount } = setup(save);
    act(() => result.current.edit({ bedrooms: 4 }));
    await act(async () => result.current.flush());
    expect(save).toHaveBeenCalledWith({ designId: 77, bedrooms: 4 });
    act(() => result.current.edit({ bedrooms: 5 }));
    unmount();
    expect(save).toHaveBeenLastCalledWith({ designId: 77, bedrooms: 5 });
  });
});
