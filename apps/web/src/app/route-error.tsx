import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../ui/not-found-page';

/** Shown when a page fails to render; the error is logged. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Box component="main" role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>The page could not be shown. Reload to try again.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
