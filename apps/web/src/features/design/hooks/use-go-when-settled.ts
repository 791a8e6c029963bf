import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Leaving a design form (Results, Next, the GFA and thermal links; document 2 §4 "Results and
 * Next buttons"): the target is marked first, queued edits are sent at once, and the page
 * navigates once nothing is pending or invalid.
 */
export function useGoWhenSettled({
  isSettled,
  hasErrors,
  flush,
}: {
  isSettled: boolean;
  hasErrors: boolean;
  flush: () => void;
}) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (target === null || !isSettled || hasErrors) return;
    setTarget(null);
    void navigate(target);
  }, [target, isSettled, hasErrors, navigate]);

  return {
    /** The marked target (null: none). */
    target,
    go: (path: string) => {
      setTarget(path);
      flush();
      // The user is told why the page stays; the first marked field takes the focus.
      if (hasErrors) document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus();
    },
    cancel: () => setTarget(null),
  };
}
