import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReportStatus } from '@circa/contract/reports.schema';

const texts = {
  queued: 'Waiting to generate the report…',
  running: 'Generating the report…',
} as const;

/** A report being made: its step, announced politely, with an indeterminate bar. */
export function ReportProgress({
  status,
}: {
  status: Extract<ReportStatus, 'queued' | 'running'>;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ py: 4, display: 'grid', gap: 2, maxWidth: 480, mx: 'auto' }}
    >
      <Typography sx={{ textAlign: 'center' }}>{texts[status]}</Typography>
      <LinearProgress aria-label={texts[status]} />
    </Box>
  );
}
