import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usernameSchema } from '@circa/contract/fields.schema';
import { changePassword } from '@circa/contract/identity.routes';
import { callApi } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../config/paths';
import { FormTextField } from '../../../ui/form-text-field';
import { PageCard } from '../../../ui/page-card';
import { InlineSpinner } from '../../../ui/page-spinner';
import { passwordPairSchema } from '../hooks/password-pair';
import { NewPasswordFields } from './new-password-fields';

const enterPasswordSchema = passwordPairSchema.safeExtend({ username: usernameSchema });

/**
 * /enter-password/{username} (document 1 §2.8): 'Enter New Password' with the email read only,
 * password and confirmation; SUBMIT starts the change (a PIN is emailed) and goes to
 * /validate-pin/{username}. Errors show the server's message and 'Return to Login'.
 */
export function EnterPasswordPage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(enterPasswordSchema),
    defaultValues: { username, password: '', confirmPassword: '' },
  });

  async function submit(values: { username: string; password: string }) {
    setFailure(null);
    try {
      await callApi(changePassword, { username: values.username, password: values.password });
      await navigate(paths.validatePin(values.username));
    } catch (error) {
      console.error('Password change failed', error);
      setFailure(errorMessage(error));
    }
  }

  return (
    <PageCard heading="Enter New Password">
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}{' '}
          <Link component={RouterLink} to="/login/" sx={{ fontWeight: 600 }}>
            Return to Login
          </Link>
        </Alert>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <FormTextField
          control={form.control}
          name="username"
          label="Email"
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
        <NewPasswordFields control={form.control} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={form.formState.isSubmitting}
          sx={{ mt: 2 }}
        >
          {form.formState.isSubmitting ? <InlineSpinner label="Submitting" /> : 'SUBMIT'}
        </Button>
      </form>
    </PageCard>
  );
}
