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

export interface ArchiveDialogProps {
  open: boolean;
  /** Archive (type ARCHIVE) or restore (type UNARCHIVE). */
  isArchiving: boolean;
  /** What is archived, e.g. 'project'. */
  subject: string;
  isBusy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The word the user must type (document 3 §4). */
export function archiveWord(isArchiving: boolean): string {
  return isArchiving ? messages.archiveWord : messages.unarchiveWord;
}

function ArchiveForm({
  ids,
  isArchiving,
  subject,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: Omit<ArchiveDialogProps, 'open'> & { ids: { title: string; text: string } }) {
  const [typed, setTyped] = useState('');
  const word = archiveWord(isArchiving);
  const isConfirmed = typed.trim() === word;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isConfirmed && !isBusy) onConfirm();
      }}
    >
      <DialogTitle id={ids.title}>
        {isArchiving ? `Archive ${subject}` : `Unarchive ${subject}`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={ids.text}>
          {isArchiving
            ? `The ${subject} will be hidden from lists unless Archived is switched on. Type ${word} to confirm.`
            : `The ${subject} will show in lists again. Type ${word} to confirm.`}
        </DialogContentText>
        <TextField
          label={`Type ${word}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
          autoComplete="off"
          slotProps={{
            htmlInput: {
              'aria-describedby': ids.text,
              autoCapitalize: 'characters',
              spellCheck: false,
            },
          }}
        />
        <ErrorAlert error={error ?? undefined} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          CANCEL
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={isArchiving ? 'error' : 'primary'}
          disabled={!isConfirmed || isBusy}
        >
          {word}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Archive or unarchive confirmation: the action is enabled only once the word is typed. */
export function ArchiveDialog({ open, onCancel, ...props }: ArchiveDialogProps) {
  const ids = { title: useId(), text: useId() };
  return (
    <Dialog
      open={open}
      onClose={props.isBusy ? undefined : onCancel}
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
    >
      {open ? <ArchiveForm {...props} ids={ids} onCancel={onCancel} /> : null}
    </Dialog>
  );
}
