import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDismissLciNotice } from '../api/results-api';
import { shouldShowLciNotice } from '../hooks/result-rules';

/**
 * The LCI source change notice (document 2 §4 "Results"). Dismissing it closes it; for an admin
 * coordinator it also tells the server, which clears it for the development (others may not).
 * The summary loads this module only when the notice shows (`shouldShowLciNotice`).
 */
export function LciNoticeDialog({
  projectId,
  notify,
  message,
  canClear,
}: {
  projectId: number;
  notify: boolean;
  message: string;
  /** Admin coordinator of the development: dismissing clears the notice for everyone. */
  canClear: boolean;
}) {
  const ids = { title: useId(), content: useId() };
  const [isOpen, setOpen] = useState(() => shouldShowLciNotice(notify, message));
  const dismiss = useDismissLciNotice();
  const close = () => {
    setOpen(false);
    if (canClear) dismiss.mutate(projectId);
  };
  if (!shouldShowLciNotice(notify, message)) return null;
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby={ids.title}
      aria-describedby={ids.content}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={ids.title}>LCI Source Changed</DialogTitle>
      <DialogContent>
        <DialogContentText id={ids.content} sx={{ whiteSpace: 'pre-line' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          Dismiss
        </Button>
      </DialogActions>
    </Dialog>
  );
}
