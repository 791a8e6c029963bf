import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { ApiError, serverMessage } from '../../../lib/api-error';
import { messages } from '@circa/contract/messages';

/**
 * The heading of a failed design save: the server's own explanation when it gave one ("Bad
 * Request" tells nobody what to fix), else the response's status text (document 2 §8) or
 * its code; without an answer, the client's own explanation.
 */
export function saveErrorTitle(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof ApiError && error.status > 0)
    return error.statusText || `Code ${error.status}`;
  if (error instanceof ApiError) return error.message;
  return messages.unexpectedError;
}

/**
 * A failed save at the top of a design form (document 2 §8): what went wrong and that the entries
 * are kept; Retry sends them again.
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
      {keptText}
    </Alert>
  );
}
