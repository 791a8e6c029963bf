import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { errorMessage } from '../lib/api-error';

/** The request that sends the invitation (a TanStack mutation). */
interface InviteRequest {
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * The email address to invite: the server's refusal of the last request shows under the field
 * and is cleared by the next edit.
 */
export function InviteEmailField({
  value,
  onChange,
  request,
  ...props
}: {
  value: string;
  onChange: (email: string) => void;
  request: InviteRequest;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'label' | 'error' | 'helperText'>) {
  return (
    <TextField
      {...props}
      type="email"
      label="Email"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        if (request.isError) request.reset();
      }}
      error={request.isError}
      helperText={request.isError ? errorMessage(request.error) : ' '}
    />
  );
}
