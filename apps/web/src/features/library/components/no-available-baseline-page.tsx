import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { messages } from '@circa/contract/messages';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useIdParam } from '../../../lib/route-params';
import { useSupportEmail } from '../api/library-api';
import { screens } from '../../../config/screens';

/**
 * /no-available-baseline/{structureId} (document 3 §8): 'Error: No Configured Baselines' — no
 * baseline design matches the development's LCI source; contact the organisation administrator
 * at the support email of the lot's organisation (the default address if it has none).
 */
export function NoAvailableBaselinePage() {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return <NoAvailableBaseline structureId={structureId} />;
}

function NoAvailableBaseline({ structureId }: { structureId: number }) {
  const support = useSupportEmail(structureId);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{messages.noConfiguredBaselines}</AlertTitle>
        No baseline designs match the life cycle inventory (LCI) source of this lot's development,
        so a design cannot be started yet. Please contact your organisation administrator at{' '}
        {support.data ? (
          <Link
            href={`mailto:${support.data}`}
            sx={{ fontWeight: 600, color: 'inherit', textDecoration: 'underline' }}
          >
            {support.data}
          </Link>
        ) : support.isError ? (
          'the support email'
        ) : (
          <Skeleton
            variant="text"
            component="span"
            width={160}
            sx={{ display: 'inline-block' }}
            aria-label="Loading the support email"
          />
        )}
        .
      </Alert>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <Button component={RouterLink} to={screens.lotDetails.href(structureId)} variant="outlined">
          Back to Lot Details
        </Button>
      </Box>
    </Box>
  );
}
