import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { registerRequestSchema } from '@circa/contract/identity.schema';
import { termsUrl } from '../../../config/deployment';
import { FormTextField } from '../../../ui/form-text-field';
import { ReadOnlyField } from '../../../ui/read-only-field';
import type { PendingRegistration } from '../hooks/sso';

const detailsSchema = registerRequestSchema
  .pick({ firstName: true, lastName: true, companyName: true, phoneNumber: true })
  .extend({
    acceptTerms: z
      .boolean()
      .refine((accepted) => accepted, 'Please accept the Terms and Conditions'),
  });

export interface RegisterDetailsFormProps {
  username: string;
  defaults: PendingRegistration | null;
  onSubmit: (details: PendingRegistration) => void;
}

/**
 * Registration details: first name, last name, company name, phone number and the Terms and
 * Conditions; Register is enabled only when the terms are accepted (document 1 §2.7).
 */
export function RegisterDetailsForm({ username, defaults, onSubmit }: RegisterDetailsFormProps) {
  const form = useForm({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      firstName: defaults?.firstName ?? '',
      lastName: defaults?.lastName ?? '',
      companyName: defaults?.companyName ?? '',
      phoneNumber: defaults?.phoneNumber ?? '',
      acceptTerms: defaults !== null,
    },
  });
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ firstName, lastName, companyName, phoneNumber }) =>
        onSubmit({ firstName, lastName, companyName, phoneNumber }),
      )}
    >
      <ReadOnlyField label="Email" value={username} autoComplete="username" />
      <FormTextField
        control={form.control}
        name="firstName"
        label="First Name"
        autoComplete="given-name"
        required
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="lastName"
        label="Last Name"
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={form.control}
        name="companyName"
        label="Company Name"
        autoComplete="organization"
      />
      <FormTextField
        control={form.control}
        name="phoneNumber"
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        required
      />
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(_, checked) => field.onChange(checked)}
                />
              }
              label={
                <>
                  I accept the{' '}
                  <Link href={termsUrl} target="_blank" rel="noopener noreferrer">
                    Terms and Conditions
                  </Link>
                </>
              }
            />
            {fieldState.error ? (
              <FormHelperText error>{fieldState.error.message}</FormHelperText>
            ) : null}
          </>
        )}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!accepted}
        sx={{ mt: 2 }}
      >
        Register
      </Button>
    </form>
  );
}
