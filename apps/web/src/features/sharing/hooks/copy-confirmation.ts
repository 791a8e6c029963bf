import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the copy confirmation shows (document 3 §9: 2 seconds). */
export const copyConfirmationMs = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says so for 2 seconds ('copied'); when the browser refuses
 * (no clipboard permission, an insecure page) the state is 'failed' until the next try.
 */
export function useCopyConfirmation(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(async (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
    } catch {
      setState('failed');
      return;
    }
    setState('copied');
    timer.current = setTimeout(() => setState('idle'), copyConfirmationMs);
  }, []);
  return { state, copy };
}
