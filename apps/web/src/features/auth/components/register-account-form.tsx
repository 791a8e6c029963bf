import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { InlineSpinner } from '../../../ui/page-spinner';
import { passwordPairSchema } from '../hooks/password-pair';
import { NewPasswordFields } from './new-password-fields';

export interface RegisterAccountFormProps {
  username: string;
  isBusy: boolean;
  onSubmit: (password: string) => void;
}

/** 'Enter Account Details': password and confirm password (document 1 §2.7, §5). */
export function RegisterAccountForm({ username, isBusy, onSubmit }: RegisterAccountFormProps) {
  const form = useForm({
    resolver: zodResolver(passwordPairSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.password))}>
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <NewPasswordFields control={form.control} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isBusy}
        sx={{ mt: 2 }}
      >
        {isBusy ? <InlineSpinner label="Creating your account" /> : 'Register'}
      </Button>
    </form>
  );
}
