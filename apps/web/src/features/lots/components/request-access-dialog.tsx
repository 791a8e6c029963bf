import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CollaborationAccess } from '@circa/contract/enums';
import { formatMessage, messages } from '@circa/contract/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useRequestLotAccess } from '../api/lots-api';

/** Access levels a user may request on an allocated lot (document 1 §2.10), Read Only first chosen. */
export const requestableAccess = [
  { value: CollaborationAccess.Lead, label: 'Lead' },
  { value: CollaborationAccess.Collaborator, label: 'Collaborator' },
  { value: CollaborationAccess.ReadOnly, label: 'Read Only' },
] as const;

/** 'Notification Sent: The email ...' as a dialog title and its text. */
const [sentTitle = '', sentTemplate = ''] = messages.lotRequestSent.split(/:\s(.*)/s);

export interface RequestAccessDialogProps {
  /** The allocated lot, or null when the dialog is closed. */
  lot: { StructureId: number; Name: string } | null;
  onClose: () => void;
}

/**
 * Request Access (document 1 §2.10): the access level (Lead, Collaborator or Read Only; default
 * Read Only), then 'Notification Sent' naming the organisation that was notified.
 */
export function RequestAccessDialog({ lot, onClose }: RequestAccessDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [level, setLevel] = useState<number>(CollaborationAccess.ReadOnly);
  const request = useRequestLotAccess();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function close() {
    setLevel(CollaborationAccess.ReadOnly);
    request.reset();
    onClose();
  }

  function send() {
    if (!lot) return;
    request.mutate(
      { structureId: lot.StructureId, accessLevel: level },
      {
        onSuccess: (answer) => {
          setSentTo(answer.OrgName);
          close();
        },
      },
    );
  }

  return (
    <>
      <Dialog
        open={lot !== null}
        onClose={request.isPending ? undefined : close}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Request Access</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {lot
              ? `${lot.Name} is allocated to other users. Choose the access you would like to request; the lot's managers will be notified.`
              : ''}
          </DialogContentText>
          <FormControl>
            <FormLabel id={labelId}>Access level</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={String(level)}
              onChange={(event) => setLevel(Number(event.target.value))}
            >
              {requestableAccess.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={String(option.value)}
                  control={<Radio />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <ErrorAlert error={request.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={request.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={send} disabled={request.isPending}>
            {request.isPending ? <InlineSpinner label="Sending request" /> : 'Request Access'}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={sentTo !== null}
        title={sentTitle}
        confirmLabel="OK"
        onConfirm={() => setSentTo(null)}
      >
        {formatMessage(sentTemplate, { org: sentTo ?? '' })}
      </ConfirmDialog>
    </>
  );
}
