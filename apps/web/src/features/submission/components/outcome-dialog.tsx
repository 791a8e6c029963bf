import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/** A one-button dialog ('Success' with Continue, 'Error Encountered' with Ok). */
export function OutcomeDialog({
  open,
  title,
  buttonLabel,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  buttonLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ '& p:first-of-type': { mt: 0 }, '& p:last-child': { mb: 0 } }}>
        {children}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {buttonLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
