import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ApiError } from '../../../app/api-error';
import { messages } from '@circa/contract/messages';

/**
 * The heading of a failed design save: the response's status text (document 2 §8), else its
 * code; without an answer, the client's own explanation.
 */
export function saveErrorTitle(error: unknown): string {
  if (error instanceof ApiError && error.status > 0)
    return error.statusText || `Code ${error.status}`;
  if (error instanceof ApiError) return error.message;
  return messages.unexpectedError;
}

/** The server's explanation under the status text, when it gave one. */
export function saveErrorDetail(error: unknown): string | null {
  return error instanceof ApiError &&
    error.status > 0 &&
    error.hasServerMessage &&
    error.message !== error.statusText
    ? error.message
    : null;
}

/**
 * A failed save at the top of a design form (document 2 §8): the status text, the server's
 * explanation, and that the entries are kept; Retry sends them again.
 */
export function SaveErrorAlert({
  error,
  onRetry,
  keptText = 'Your entries are kept and are saved with your next change.',
}: {
  error: unknown;
  onRetry?: () => void;
  keptText?: string;
}) {
  if (error === null || error === undefined) return null;
  const detail = saveErrorDetail(error);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{saveErrorTitle(error)}</AlertTitle>
      {detail ? `${detail} ` : null}
      {keptText}
    </Alert>
  );
}
