import { useId } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useCloneDesign } from '../api/clone-api';
import type { CloneKind } from '../api/clone-api';
import { screens } from '../../../config/screens';

export interface CloneDesignDialogProps {
  open: boolean;
  /** The submitted design to clone. */
  structureId: number;
  kind: CloneKind;
  onClose: () => void;
}

const wording = {
  baseline: {
    title: 'Create Baseline',
    confirm: 'Create Baseline',
    done: 'Baseline Created',
    doneText: 'A new baseline was created from this design.',
  },
  preset: {
    title: 'Create Preset Build',
    confirm: 'Create Preset',
    done: 'Preset Build Created',
    doneText: 'A new preset build was created from this design.',
  },
} as const;

/**
 * Clone a submitted design as a baseline (organisation admins) or a preset build (document 2 §4
 * "Design lifecycle"). Asks first — for a baseline it states that a baseline stays available to its
 * existing designs but not to new ones, and that this cannot be undone — then shows 'Baseline
 * Created' / 'Preset Build Created' with Ok or a link to the new lot /lot/{newId}.
 */
export function CloneDesignDialog({ open, structureId, kind, onClose }: CloneDesignDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const clone = useCloneDesign(kind);
  const text = wording[kind];
  const newId = clone.data;

  function close() {
    clone.reset();
    onClose();
  }

  function goToNewLot() {
    if (newId === undefined) return;
    clone.reset();
    onClose();
    void navigate(screens.designDetails.href(newId));
  }

  return (
    <Dialog open={open} onClose={clone.isPending ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{newId === undefined ? text.title : text.done}</DialogTitle>
      <DialogContent>
        {newId === undefined ? (
          <DialogContentText component="div">
            {kind === 'baseline' ? (
              <>
                <p>This creates a new baseline from this design.</p>
                <p>
                  A baseline stays available to the designs that already use it, but not to new
                  designs. <strong>This cannot be undone.</strong>
                </p>
              </>
            ) : (
              <p>This creates a new preset build from this design.</p>
            )}
          </DialogContentText>
        ) : (
          <DialogContentText>{text.doneText}</DialogContentText>
        )}
        <ErrorAlert error={clone.error} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        {newId === undefined ? (
          <>
            <Button onClick={close} disabled={clone.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={() => clone.mutate(structureId)}
              disabled={clone.isPending}
            >
              {clone.isPending ? <InlineSpinner label="Creating" /> : text.confirm}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={goToNewLot}>Go To Lot</Button>
            <Button variant="contained" onClick={close} autoFocus>
              Ok
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
