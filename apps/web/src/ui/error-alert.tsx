import Alert from '@mui/material/Alert';
import type { AlertProps } from '@mui/material/Alert';
import { errorMessage } from '../lib/api-error';

/**
 * Shows a failed call's message (an `ApiError` carries the server's message written for a
 * person). Renders nothing without an error. Announced to screen readers (role alert).
 */
export function ErrorAlert({
  error,
  message,
  ...props
}: { error?: unknown; message?: string } & Omit<AlertProps, 'severity' | 'children'>) {
  if (!message && (error === null || error === undefined)) return null;
  return (
    <Alert severity="error" role="alert" {...props}>
      {message ?? errorMessage(error)}
    </Alert>
  );
}
