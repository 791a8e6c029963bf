import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Text of the main button (e.g. 'Start Over'). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Without a cancel label the dialog is an info dialog with one button. */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Red main button for destructive actions. */
  isDestructive?: boolean;
  isBusy?: boolean;
  /** Why the confirmed action failed, shown under the message (nothing while null). */
  error?: unknown;
}

/**
 * Confirm or info dialog: a title, a message and one or two buttons. Escape and the backdrop
 * cancel (or do nothing in an info dialog, which must be answered with its button).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  isDestructive = false,
  isBusy = false,
  error = null,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onCancel?.()}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {children}
          {error !== null && error !== undefined ? (
            <Box sx={{ mt: 2 }}>
              <ErrorAlert error={error} />
            </Box>
          ) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {cancelLabel ? (
          <Button onClick={() => onCancel?.()} disabled={isBusy}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={isBusy}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
