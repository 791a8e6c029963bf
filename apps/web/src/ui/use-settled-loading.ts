import { useEffect, useState } from 'react';

/** Lists longer than this keep the spinner a little longer (document 1 §2.10). */
export const longListThreshold = 100;
/** How long the spinner stays after a long list arrives, ms (document 1 §2.10). */
export const longListSpinnerDelayMs = 500;

/**
 * Whether to keep showing the spinner: while loading, and for 0.5 s after a list of more than
 * 100 items arrives (document 1 §2.10), so a long list appears at once rather than in pieces.
 */
export function useSettledLoading(
  isLoading: boolean,
  itemCount: number,
  dataVersion: number,
): boolean {
  const isLong = !isLoading && itemCount > longListThreshold;
  const [settledVersion, setSettledVersion] = useState<number | null>(null);
  useEffect(() => {
    if (!isLong) return;
    const timer = setTimeout(() => setSettledVersion(dataVersion), longListSpinnerDelayMs);
    return () => clearTimeout(timer);
  }, [isLong, dataVersion]);
  if (isLoading) return true;
  return isLong && settledVersion !== dataVersion;
}
