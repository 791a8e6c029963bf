import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A narrow card for single-task pages (sign-in, registration, password change): full width on
 * phones, about 480 px on wide screens. `heading` is the card's own heading (h2; the page
 * heading is in the top bar).
 */
export function PageCard({
  heading,
  headingRef,
  children,
}: {
  heading?: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      elevation={0}
      sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2.5, sm: 4 }, border: 1, borderColor: 'divider' }}
    >
      {heading ? (
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h5"
          component="h2"
          sx={{ mb: 2, outline: 'none' }}
        >
          {heading}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
