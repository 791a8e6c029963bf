import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * Shown instead of the app on a legacy host (document 1 §2.1): the page now lives at a new host,
 * and users who installed the app should reinstall it from there.
 */
export function LegacyHostNotice({ newHost }: { newHost: string }) {
  const newUrl = `https://${newHost}${window.location.pathname}${window.location.search}`;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: '65ch' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Circa has moved
        </Typography>
        <Typography sx={{ mb: 2 }}>
          This page now lives at{' '}
          <Link href={newUrl} sx={{ fontWeight: 600 }}>
            {newHost}
          </Link>
          . Please update your bookmarks.
        </Typography>
        <Typography>
          If you installed the app on this device, remove it and install it again from {newHost}.
        </Typography>
      </Paper>
    </Box>
  );
}
