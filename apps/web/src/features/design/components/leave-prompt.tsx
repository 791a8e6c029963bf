import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/**
 * Keeps a design form's entries from being lost: leaving the page while something typed is
 * invalid (it cannot be saved) asks first; closing the tab while a change is still unsaved asks
 * the browser's question.
 */
export function LeavePrompt({
  hasInvalidEdits,
  isSettled,
}: {
  hasInvalidEdits: boolean;
  isSettled: boolean;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasInvalidEdits && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasInvalidEdits && isSettled) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasInvalidEdits, isSettled]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      isDestructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Some of your entries are not valid and have not been saved. The marked fields say what to
      change.
    </ConfirmDialog>
  );
}
