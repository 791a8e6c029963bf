import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { lotInformationEmailSchema } from '@circa/contract/lots.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useSendLotInformation } from '../api/lots-api';

export interface LotInformationDialogProps {
  open: boolean;
  projectId: number;
  orgName: string;
  onClose: () => void;
  /** Called after the email was sent. */
  onSent: () => void;
}

/**
 * MY LOT ISN'T LISTED (document 1 §2.10): a form for information about the lot, emailed to the
 * organisation and the development's coordinators. What was typed stays until it is sent.
 */
export function LotInformationDialog({
  open,
  projectId,
  orgName,
  onClose,
  onSent,
}: LotInformationDialogProps) {
  const titleId = useId();
  const send = useSendLotInformation();
  const form = useForm({
    resolver: zodResolver(lotInformationEmailSchema),
    defaultValues: { ProjectId: projectId, LotInformation: '' },
  });

  function submit(values: { ProjectId: number; LotInformation: string }) {
    send.mutate(values, {
      onSuccess: () => {
        form.reset({ ProjectId: projectId, LotInformation: '' });
        onSent();
      },
    });
  }

  return (
    <Dialog open={open} onClose={send.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <DialogTitle id={titleId}>My lot isn't listed</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {`Tell ${orgName || 'the organisation'} and the development's coordinators about your lot: its lot number, address and anything else that helps them find it.`}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="LotInformation"
            label="Lot information"
            multiline
            required
            autoFocus
          />
          <ErrorAlert error={send.error} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? <InlineSpinner label="Sending" /> : 'Send'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
