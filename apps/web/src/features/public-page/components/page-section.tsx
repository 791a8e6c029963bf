import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** One section of the public page: a card named by its h2 heading for screen readers. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A list of label and value pairs (a description list); pairs without a value are left out. */
export function Facts({ facts }: { facts: readonly [label: string, value: string | null][] }) {
  const shown = facts.filter((f): f is [string, string] => f[1] !== null && f[1] !== '');
  return (
    <Typography
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
        columnGap: 2,
        rowGap: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([label, value]) => (
        <Fact key={label} label={label} value={value} />
      ))}
    </Typography>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
