import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  operatorCreateOrganisationSchema,
  operatorGrantCreditsSchema,
  operatorMakeAdminSchema,
  operatorTexts,
} from '@circa/contract/operator.schema';
import type { OperatorOrganisation } from '@circa/contract/operator.schema';
import { isApiError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import {
  useOperatorCreateOrganisation,
  useOperatorGrantCredits,
  useOperatorMakeAdmin,
} from '../api/operator-api';

/** Puts the server's field problems under their boxes; answers whether it placed any. */
function placeFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const problem of error.details ?? []) {
    const name = fields.find((f) => f === problem.path[0]);
    if (name) {
      form.setError(name as Path<T>, { message: problem.message });
      placed = true;
    }
  }
  return placed;
}

/** Whether the server's refusal names one of these fields (it is shown under that box then). */
function namesAField(error: unknown, fields: readonly string[]): boolean {
  return (
    isApiError(error) &&
    (error.details ?? []).some((problem) => fields.includes(String(problem.path[0])))
  );
}

function FormDialog({
  open,
  title,
  submitLabel,
  isBusy,
  error,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  isBusy: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <ErrorAlert error={error ?? undefined} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isBusy}>
            {isBusy ? <InlineSpinner label={submitLabel} /> : submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

type CreateInput = z.input<typeof operatorCreateOrganisationSchema>;
const createFields = ['Name', 'Address', 'SupportEmail', 'AdminEmail'] as const;

/** Create Organisation for a customer: its name, address, support email and admin. */
export function CreateOrganisationDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const create = useOperatorCreateOrganisation();
  const form = useForm<CreateInput>({
    resolver: zodResolver(operatorCreateOrganisationSchema),
    defaultValues: { Name: '', Address: '', SupportEmail: '', AdminEmail: '' },
  });
  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: close,
      onError: (error) => void placeFieldErrors(form, error, createFields),
    }),
  );
  return (
    <FormDialog
      open={open}
      title="Create Organisation"
      submitLabel="Create"
      isBusy={create.isPending}
      error={namesAField(create.error, createFields) ? null : create.error}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <FormTextField control={form.control} name="Name" label="Organisation Name" required />
      <FormTextField control={form.control} name="Address" label="Organisation Address" />
      <FormTextField
        control={form.control}
        name="SupportEmail"
        label="Support Email"
        type="email"
        helperText="Leave empty to use Circa's."
      />
      <FormTextField
        control={form.control}
        name="AdminEmail"
        label="Admin Email"
        type="email"
        required
        helperText="The customer's account that administers it (they register first)."
      />
    </FormDialog>
  );
}

const toCredits = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const grantFormSchema = z.object({
  credits: z
    .string()
    .refine(
      (v) => operatorGrantCreditsSchema.shape.credits.safeParse(toCredits(v)).success,
      operatorTexts.creditsInvalid,
    ),
  reason: operatorGrantCreditsSchema.shape.reason,
});

/** Grant Credits: a number of credits and the reason kept in the credit ledger. */
export function GrantCreditsDialog({
  organisation,
  onClose,
}: {
  organisation: OperatorOrganisation | null;
  onClose: () => void;
}) {
  const grant = useOperatorGrantCredits();
  const form = useForm<z.input<typeof grantFormSchema>, unknown, z.output<typeof grantFormSchema>>({
    resolver: zodResolver(grantFormSchema),
    defaultValues: { credits: '', reason: '' },
  });
  const close = () => {
    grant.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (!organisation) return;
    grant.mutate(
      { orgId: organisation.Id, credits: toCredits(values.credits), reason: values.reason },
      {
        onSuccess: close,
        onError: (error) => void placeFieldErrors(form, error, ['credits', 'reason']),
      },
    );
  });
  return (
    <FormDialog
      open={organisation !== null}
      title={`Grant Credits to ${organisation?.Name ?? ''}`}
      submitLabel="Grant"
      isBusy={grant.isPending}
      error={namesAField(grant.error, ['credits', 'reason']) ? null : grant.error}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <FormTextField
        control={form.control}
        name="credits"
        label="Credits"
        inputMode="numeric"
        required
        helperText="1 credit = 1 dwelling."
      />
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason"
        required
        helperText="Kept in the credit ledger, for example the invoice number."
      />
    </FormDialog>
  );
}

const adminFormSchema = operatorMakeAdminSchema.pick({ email: true });

/** Make Admin: the account with this email becomes an admin of the organisation. */
export function MakeAdminDialog({
  organisation,
  onClose,
}: {
  organisation: OperatorOrganisation | null;
  onClose: () => void;
}) {
  const makeAdmin = useOperatorMakeAdmin();
  const form = useForm<z.input<typeof adminFormSchema>>({
    resolver: zodResolver(adminFormSchema),
    defaultValues: { email: '' },
  });
  const close = () => {
    makeAdmin.reset();
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    if (!organisation) return;
    makeAdmin.mutate(
      { orgId: organisation.Id, email: values.email },
      {
        onSuccess: close,
        onError: (error) => void placeFieldErrors(form, error, ['email']),
      },
    );
  });
  return (
    <FormDialog
      open={organisation !== null}
      title={`Make Admin of ${organisation?.Name ?? ''}`}
      submitLabel="Make Admin"
      isBusy={makeAdmin.isPending}
      error={namesAField(makeAdmin.error, ['email']) ? null : makeAdmin.error}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        required
        autoFocus
      />
    </FormDialog>
  );
}
