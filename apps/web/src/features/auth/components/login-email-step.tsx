import { useEffect } from 'react';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { usernameSchema } from '@circa/contract/fields.schema';
import { FormTextField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';

const emailStepSchema = z.object({ username: usernameSchema });

export interface LoginEmailStepProps {
  defaultUsername: string;
  /** Marks the field in error without text (after a failed sign-in). */
  isMarkedInError: boolean;
  isBusy: boolean;
  onNext: (username: string) => void;
  onEdit: () => void;
}

/** Step 1 of sign-in: the email and NEXT (document 1 §2.6). */
export function LoginEmailStep({
  defaultUsername,
  isMarkedInError,
  isBusy,
  onNext,
  onEdit,
}: LoginEmailStepProps) {
  const form = useForm({
    resolver: zodResolver(emailStepSchema),
    defaultValues: { username: defaultUsername },
  });
  const { setError, setFocus, watch } = form;

  useEffect(() => {
    const subscription = watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [watch, onEdit]);

  useEffect(() => {
    if (isMarkedInError) setError('username', { type: 'server', message: '' });
    setFocus('username');
  }, [isMarkedInError, setError, setFocus]);

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onNext(values.username))}>
      <FormTextField
        control={form.control}
        name="username"
        label="Email"
        type="email"
        autoComplete="username"
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isBusy}
        sx={{ mt: 2 }}
      >
        {isBusy ? <InlineSpinner label="Checking your email" /> : 'NEXT'}
      </Button>
    </form>
  );
}
