import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { messages } from '@circa/contract/messages';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useSetLotArchived } from '../api/lots-api';

export interface ArchiveLotDialogProps {
  open: boolean;
  structureId: number;
  lotName: string;
  /** True: the lot is archived and the dialog restores it. */
  isArchived: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Archive or unarchive a lot (document 3 §4): the button enables once ARCHIVE (or UNARCHIVE) is
 * typed. Archiving a lot archives its designs.
 */
export function ArchiveLotDialog({
  open,
  structureId,
  lotName,
  isArchived,
  onClose,
  onDone,
}: ArchiveLotDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const change = useSetLotArchived();
  const word = isArchived ? messages.unarchiveWord : messages.archiveWord;
  const action = isArchived ? 'Unarchive' : 'Archive';

  function close() {
    setTyped('');
    change.reset();
    onClose();
  }

  function confirm() {
    change.mutate(
      { structureId, isArchived: !isArchived },
      {
        onSuccess: () => {
          setTyped('');
          onDone();
        },
      },
    );
  }

  return (
    <Dialog open={open} onClose={change.isPending ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${action} Lot`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {isArchived
            ? `${lotName} will be active again. Its designs stay archived.`
            : `${lotName} and its designs will be archived.`}{' '}
          {`Type ${word} to confirm.`}
        </DialogContentText>
        <TextField
          label={`Type ${word}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        />
        <ErrorAlert error={change.error} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={change.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={isArchived ? 'primary' : 'error'}
          onClick={confirm}
          disabled={typed.trim() !== word || change.isPending}
        >
          {change.isPending ? <InlineSpinner label={`${action} in progress`} /> : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
