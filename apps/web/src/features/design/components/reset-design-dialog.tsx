import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert';
import { useResetDesign } from '../api/design-api';
import { screens } from '../../../config/screens';

/** The word that confirms Reset design (document 2 §9). */
export const resetWord = 'RESET';

interface ResetDesignDialogProps {
  open: boolean;
  structureId: number;
  onClose: () => void;
}

function ResetForm({
  structureId,
  onClose,
  ids,
}: Omit<ResetDesignDialogProps, 'open'> & { ids: { title: string; text: string } }) {
  const navigate = useNavigate();
  const reset = useResetDesign();
  const [typed, setTyped] = useState('');
  const isConfirmed = typed.trim() === resetWord;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isConfirmed || reset.isPending) return;
        reset.mutate(structureId, {
          onSuccess: () =>
            void navigate(screens.baselinePreset.href(structureId), { replace: true }),
        });
      }}
    >
      <DialogTitle id={ids.title}>Reset design</DialogTitle>
      <DialogContent>
        <DialogContentText id={ids.text}>
          {`The lot's design is archived with everything entered for it, and you choose a baseline and preset again. Type ${resetWord} to confirm.`}
        </DialogContentText>
        <TextField
          label={`Type ${resetWord}`}
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
        <ErrorAlert error={reset.error ?? undefined} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={!isConfirmed || reset.isPending}
        >
          Reset
        </Button>
      </DialogActions>
    </form>
  );
}

/** Reset design (document 2 §4): typing RESET enables Reset, which archives the design. */
export function ResetDesignDialog({ open, onClose, structureId }: ResetDesignDialogProps) {
  const ids = { title: useId(), text: useId() };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={ids.title} aria-describedby={ids.text}>
      {open ? <ResetForm structureId={structureId} onClose={onClose} ids={ids} /> : null}
    </Dialog>
  );
}
