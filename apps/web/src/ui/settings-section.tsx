import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A titled group of form fields (a card with an h3). */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
