import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isApiError } from '../lib/api-error';
import { NotFoundPage } from './not-found-page';
import { ErrorAlert } from './error-alert';

/**
 * A page whose data failed to load: something the caller may not see (or that does not exist) is
 * the not-found page; other failures show the message with Retry.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error, 'not_found')) return <NotFoundPage />;
  return (
    <Box sx={{ py: 2 }}>
      <ErrorAlert
        error={error}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Box>
  );
}
