import { useCallback, useEffect, useRef, useState } from 'react';

/** `pending`: a change waits for the delay; `saving`; `saved`; `error`: the last save failed. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/**
 * Autosave: `schedule(value)` saves `value` once `delayMs` have passed since the last call
 * (profile 2 s, design forms 1 s; document 1 §9). Saves never overlap: a change made while a save
 * runs is saved after it. A change still waiting when the component unmounts is saved at once,
 * so leaving the page loses nothing. Failed saves are logged (document 1 §8) and the status
 * says so; the value is kept and saved again with the next change.
 */
export function useAutosave<T>(save: (value: T) => Promise<unknown>, delayMs: number) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const saveRef = useRef(save);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const setIfMounted = useCallback((next: AutosaveStatus) => {
    if (mounted.current) setStatus(next);
  }, []);

  const run = useCallback(async () => {
    if (running.current || !waiting.current) return;
    const { value } = waiting.current;
    waiting.current = null;
    running.current = true;
    setIfMounted('saving');
    let failed = false;
    try {
      await saveRef.current(value);
    } catch (error) {
      failed = true;
      console.error('Autosave failed', error);
    }
    running.current = false;
    if (waiting.current) {
      if (timer.current === undefined) void run();
      else setIfMounted('pending');
    } else {
      setIfMounted(failed ? 'error' : 'saved');
    }
  }, [setIfMounted]);

  const flush = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    void run();
  }, [run]);

  const schedule = useCallback(
    (value: T) => {
      waiting.current = { value };
      setIfMounted('pending');
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void run();
      }, delayMs);
    },
    [delayMs, run, setIfMounted],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        timer.current = undefined;
        void run();
      }
    };
  }, [run]);

  return { status, schedule, flush };
}
