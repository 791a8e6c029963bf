import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createOrganisationSchema } from '@circa/contract/create-organisation.schema';
import type { CreateOrganisation } from '@circa/contract/create-organisation.schema';
import { isApiError } from '../../../lib/api-error';
import { screens } from '../../../config/screens';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormTextField } from '../../../ui/form-text-field';
import { PageCard } from '../../../ui/page-card';
import { InlineSpinner, PageSpinner } from '../../../ui/page-spinner';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { useCreateOrganisation } from '../api/create-organisation-api';
import { useOrganisations } from '../api/organisations-api';

const fields = ['Name', 'Address', 'SupportEmail'] as const;

/**
 * /create-organisation (issue 20; decision 0023): someone who belongs to no organisation creates
 * one and becomes its admin, then goes on to their first development. Someone who already belongs
 * to one is told so and sent home.
 */
export function CreateOrganisationPage() {
  const navigate = useNavigate();
  const organisations = useOrganisations();
  const create = useCreateOrganisation();
  const form = useForm<CreateOrganisation>({
    resolver: zodResolver(createOrganisationSchema),
    defaultValues: { Name: '', Address: '', SupportEmail: '' },
  });

  if (organisations.isPending) return <PageSpinner label="Loading your organisations" />;
  if (organisations.data && organisations.data.length > 0 && !create.isSuccess) {
    return (
      <PageCard heading="Create an organisation">
        <Typography sx={{ mb: 2 }}>
          {`You already belong to ${organisations.data.map((o) => o.Title).join(', ')}. Ask its admins, or Circa support, for another organisation.`}
        </Typography>
        <ScreenLinkButton to={screens.home.href} variant="contained">
          Back to Home
        </ScreenLinkButton>
      </PageCard>
    );
  }

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => void navigate(screens.newDevelopment.href(0, created.Id)),
      onError: (error) => {
        if (!isApiError(error, 'validation_failed')) return;
        for (const problem of error.details ?? []) {
          const name = fields.find((f) => f === problem.path[0]);
          if (name) form.setError(name, { message: problem.message });
        }
      },
    }),
  );

  return (
    <PageCard heading="Create an organisation">
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        Developments, lots and credits belong to an organisation. You will be its admin: you can
        invite your team and change its settings later. It starts with the Circa library&apos;s
        baselines and presets.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField
          control={form.control}
          name="Name"
          label="Organisation Name"
          autoComplete="organization"
          required
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="Address"
          label="Organisation Address"
          autoComplete="street-address"
        />
        <FormTextField
          control={form.control}
          name="SupportEmail"
          label="Support Email"
          type="email"
          autoComplete="email"
          helperText="Where your team asks for help; leave empty to use Circa's."
        />
        {isApiError(create.error, 'validation_failed') ? null : (
          <ErrorAlert error={create.error ?? undefined} sx={{ mt: 1 }} />
        )}
        {create.isSuccess ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            Organisation created. Opening your first development…
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          sx={{ mt: 2 }}
          disabled={create.isPending || create.isSuccess}
        >
          {create.isPending ? (
            <InlineSpinner label="Creating the organisation" />
          ) : (
            'Create Organisation'
          )}
        </Button>
      </Box>
    </PageCard>
  );
}
