import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card of a design sub-screen: heading (h2), optional status beside it, content. */
export function FormPageFrame({
  heading,
  headingId,
  status,
  children,
}: {
  heading: string;
  headingId: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h5" component="h2">
          {heading}
        </Typography>
        {status}
      </Box>
      {children}
    </Paper>
  );
}
