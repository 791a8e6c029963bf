import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle (at most `timeoutMs` after the load
 * event; `fallbackMs` after it where there is no idle callback): for work the first draw does not
 * need, so it neither competes with the page's first code and data nor lengthens its first long
 * task.
 */
export function useWhenIdle(timeoutMs = 2000, fallbackMs = 200): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), fallbackMs);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel?.();
    };
  }, [timeoutMs, fallbackMs]);
  return isIdle;
}
