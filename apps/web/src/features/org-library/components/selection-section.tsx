import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../ui/error-alert';

/**
 * A library selection (baselines or templates): a card with the h2 title, the intro, the
 * controls and the last change's error, then the choices.
 */
export function SelectionSection({
  title,
  intro,
  controls,
  error,
  sx,
  children,
}: {
  title: string;
  intro: string;
  controls: ReactNode;
  error: unknown;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {intro}
        </Typography>
        {controls}
        <ErrorAlert error={error ?? undefined} sx={{ mt: 2 }} />
      </Paper>
      {children}
    </Box>
  );
}
