import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudDone from '@mui/icons-material/CloudDone';
import { InlineSpinner } from '../../../ui/page-spinner';
import type { DesignSaveStatus } from '../hooks/use-design-autosave';

const statusText: Record<DesignSaveStatus, string> = {
  idle: '',
  pending: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'All changes saved',
  error: 'Not saved',
};

/** The saving indicator of a design form, announced politely to screen readers. */
export function SaveStatus({
  status,
  isBlocked,
}: {
  status: DesignSaveStatus;
  isBlocked: boolean;
}) {
  const text =
    status === 'pending' && isBlocked ? 'Not saved: correct the marked fields' : statusText[status];
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 28,
        color:
          status === 'error' || (isBlocked && status === 'pending')
            ? 'error.main'
            : 'text.secondary',
      }}
    >
      {status === 'saving' ? <InlineSpinner label="Saving" /> : null}
      {status === 'saved' ? <CloudDone fontSize="small" aria-hidden /> : null}
      <Typography variant="body2" component="span">
        {text}
      </Typography>
    </Box>
  );
}
