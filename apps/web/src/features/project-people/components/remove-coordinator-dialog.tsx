import { ConfirmDialog } from '../../../ui/confirm-dialog';

/**
 * Asks before a coordinator stops managing the development (they keep their access), from the
 * coordinators list and from the person's lots.
 */
export function RemoveCoordinatorDialog({
  open,
  name,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** The coordinator's name as the page shows it ('' while no one is chosen). */
  name: string;
  isBusy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Remove Coordinator"
      confirmLabel="Remove"
      cancelLabel="Cancel"
      isDestructive
      isBusy={isBusy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {name
        ? `${name} will no longer manage this development. They keep their access to it and its lots.`
        : ''}
    </ConfirmDialog>
  );
}
