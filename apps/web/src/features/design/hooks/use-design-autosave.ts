import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { SaveDesign } from '@circa/contract/design.schema';
import type { SaveDesignResponse } from './design-save-types';
import type { DesignChanges } from './design-fields';

/** Design forms save 1 s after the last change (document 2 §9). */
export const designAutosaveDelay = 1000;

export type DesignSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface DesignAutosaveOptions {
  designId: number;
  /** What the server holds now, in the save's field names (changes are measured against it). */
  saved: DesignChanges;
  save: (input: SaveDesign) => Promise<SaveDesignResponse>;
  /** A save succeeded: `sent` are the fields it carried. */
  onSaved: (sent: DesignChanges, response: SaveDesignResponse) => void;
  delayMs?: number;
}

type Key = keyof DesignChanges;

function entries(changes: DesignChanges): [Key, DesignChanges[Key]][] {
  return Object.entries(changes) as [Key, DesignChanges[Key]][];
}

/**
 * The design forms' autosave (document 2 §4 "Design Details"): only valid edits are queued
 * (`edit`); a save goes about 1 s after the last change and carries only the fields that differ
 * from what the server holds. Queued edits wait while any field is invalid (`setBlocked`) or a
 * save is in flight. A failed save keeps its edits queued (newer edits win) and the status says
 * so; they go with the next change or `retry`. Edits still queued when the form closes are sent
 * at once, so leaving loses nothing that was valid.
 */
export function useDesignAutosave({
  designId,
  saved,
  save,
  onSaved,
  delayMs = designAutosaveDelay,
}: DesignAutosaveOptions) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const baseline = useRef<DesignChanges>(saved);
  const queued = useRef<DesignChanges>({});
  const inFlight = useRef<DesignChanges | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isBlocked = useRef(false);
  const isLeaving = useRef(false);
  const lastResult = useRef<{ status: 'saved' | 'error'; error: unknown } | null>(null);
  const latest = useRef({ designId, save, onSaved });
  useEffect(() => {
    latest.current = { designId, save, onSaved };
  });

  /** Queued fields whose value differs from the server's. */
  const changed = useCallback((): DesignChanges => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of entries(queued.current))
      if (value !== baseline.current[key]) out[key] = value;
    return out as DesignChanges;
  }, []);

  const run = useCallback(async (): Promise<void> => {
    if (inFlight.current) return;
    if (!isLeaving.current && (timer.current !== undefined || isBlocked.current)) return;
    const sent = changed();
    queued.current = {};
    if (Object.keys(sent).length === 0) {
      if (!isLeaving.current) rerender();
      return;
    }
    inFlight.current = sent;
    lastResult.current = null;
    if (!isLeaving.current) rerender();
    try {
      const response = await latest.current.save({ designId: latest.current.designId, ...sent });
      baseline.current = { ...baseline.current, ...sent };
      lastResult.current = { status: 'saved', error: null };
      inFlight.current = null;
      latest.current.onSaved(sent, response);
    } catch (error) {
      queued.current = { ...sent, ...queued.current };
      lastResult.current = { status: 'error', error };
      inFlight.current = null;
      if (!isLeaving.current) rerender();
      return;
    }
    if (!isLeaving.current) rerender();
    if (Object.keys(queued.current).length > 0) await run();
  }, [changed]);

  const restartTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void run();
    }, delayMs);
  }, [delayMs, run]);

  /** The user changed fields: `valid` are queued; `invalid` keys drop what was queued for them. */
  const edit = useCallback(
    (valid: DesignChanges, invalid: readonly Key[] = []) => {
      const next: Record<string, unknown> = { ...queued.current, ...valid };
      for (const key of invalid) delete next[key];
      queued.current = next as DesignChanges;
      restartTimer();
      rerender();
    },
    [restartTimer],
  );

  /** Whether any field is invalid; queued edits are sent once none is. */
  const setBlocked = useCallback(
    (blocked: boolean) => {
      const wasBlocked = isBlocked.current;
      isBlocked.current = blocked;
      if (wasBlocked && !blocked) void run();
    },
    [run],
  );

  /** Sends queued edits now instead of after the delay (before leaving the form). */
  const flush = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    void run();
    rerender();
  }, [run]);

  /** Marks fields the server changed itself (e.g. the resolved gross floor area) as saved. */
  const acceptServerValues = useCallback((values: DesignChanges) => {
    baseline.current = { ...baseline.current, ...values };
  }, []);

  useEffect(() => {
    isLeaving.current = false;
    return () => {
      isLeaving.current = true;
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
      void run();
    };
  }, [run]);

  const hasQueued = Object.keys(changed()).length > 0;
  const isWaiting = timer.current !== undefined || hasQueued;
  const status: DesignSaveStatus = inFlight.current
    ? 'saving'
    : lastResult.current?.status === 'error'
      ? 'error'
      : isWaiting
        ? 'pending'
        : (lastResult.current?.status ?? 'idle');
  return {
    status,
    error: lastResult.current?.status === 'error' ? lastResult.current.error : null,
    /** The fields of the save in flight (null: none). */
    inFlight: inFlight.current,
    /** Nothing waits and nothing is being sent. */
    isSettled: inFlight.current === null && !isWaiting,
    edit,
    setBlocked,
    flush,
    retry: flush,
    acceptServerValues,
  };
}
