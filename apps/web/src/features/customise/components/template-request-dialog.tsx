import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { templateRequestSchema } from '@circa/contract/customise.schema';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useLotSupportEmail, useRequestTemplate } from '../api/customise-api';

type RequestInput = z.input<typeof templateRequestSchema>;
type RequestOutput = z.output<typeof templateRequestSchema>;

/** The text of the dialog shown once a request is sent (document 2 §8). */
export const templateRequestedText =
  "Your template request has been sent to the project's administration team. If it is approved, the template will appear in the template list.";

/**
 * Request a template (document 2 §3 "Template request", §5): name, description (12 rows, §9),
 * quantity, unit, an optional information source, email and phone, sent with the lot's support
 * email. Messages show after the first Send and then
 * follow every change. What was typed stays until the request is sent.
 */
export function TemplateRequestDialog({
  structureId,
  open,
  onClose,
}: {
  structureId: number;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { session } = useSession();
  const [isSent, setSent] = useState(false);
  const send = useRequestTemplate();
  const support = useLotSupportEmail(structureId, open);
  const blank: RequestInput = {
    StructureId: structureId,
    Name: '',
    Description: '',
    Quantity: '',
    Unit: '',
    InformationSource: '',
    Email: session.user?.Username ?? '',
    Phone: session.user?.Phone ?? '',
  };
  const form = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(templateRequestSchema),
    defaultValues: blank,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  function submit(values: RequestOutput) {
    send.mutate(
      { ...values, SupportEmail: support.data ?? null },
      {
        onSuccess: () => {
          form.reset(blank);
          setSent(true);
        },
      },
    );
  }

  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <>
      <Dialog
        open={open && !isSent}
        onClose={send.isPending ? undefined : close}
        aria-labelledby={titleId}
        fullScreen={isPhone}
        scroll="paper"
      >
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit(submit)}
          sx={{ display: 'contents' }}
        >
          <DialogTitle id={titleId}>Request a Template</DialogTitle>
          <DialogContent dividers>
            <DialogContentText>
              Describe the component you need. The project&apos;s administration team reviews
              requests and adds approved templates to the list.
            </DialogContentText>
            <FormTextField control={form.control} name="Name" label="Name" required autoFocus />
            <FormTextField
              control={form.control}
              name="Description"
              label="Description"
              required
              multiline
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
              }}
            >
              <FormTextField control={form.control} name="Quantity" label="Quantity" required />
              <FormTextField control={form.control} name="Unit" label="Unit" required />
            </Box>
            <FormTextField
              control={form.control}
              name="InformationSource"
              label="Information source (optional)"
            />
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 2,
              }}
            >
              <FormTextField
                control={form.control}
                name="Email"
                label="Email"
                type="email"
                autoComplete="email"
                required
              />
              <FormTextField
                control={form.control}
                name="Phone"
                label="Phone"
                type="tel"
                autoComplete="tel"
                required
              />
            </Box>
            <ErrorAlert error={send.error} sx={{ mt: 1 }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={send.isPending}>
              {send.isPending ? <InlineSpinner label="Sending" /> : 'Send'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <ConfirmDialog
        open={open && isSent}
        title="New Template Requested"
        confirmLabel="Ok"
        onConfirm={() => {
          setSent(false);
          close();
        }}
      >
        {templateRequestedText}
      </ConfirmDialog>
    </>
  );
}
