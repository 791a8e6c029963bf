import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/**
 * Asks before leaving a page with unsaved changes (links, back button). `shouldBlock` is read
 * when a navigation starts, so a page can allow its own navigation after a save.
 */
export function UnsavedChangesPrompt({ shouldBlock }: { shouldBlock: () => boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );
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
      Your changes to this lot have not been saved.
    </ConfirmDialog>
  );
}
