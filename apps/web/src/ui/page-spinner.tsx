import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * The loading pattern: a centred spinner with a text for assistive technology (and optionally
 * shown). Use while a page's first data loads; use `InlineSpinner` inside buttons and lists.
 */
export function PageSpinner({
  label = 'Loading',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress aria-label={label} />
      <Typography sx={showLabel ? { color: 'text.secondary' } : visuallyHidden}>{label}</Typography>
    </Box>
  );
}

/** A small spinner for buttons and list footers. */
export function InlineSpinner({ label = 'Loading' }: { label?: string }) {
  return <CircularProgress size={20} color="inherit" aria-label={label} />;
}

/**
 * Hides content visually while keeping it for screen readers. Sizes are strings: in `sx` a
 * number up to 1 is a fraction (1 would be 100 %, which makes a table overflow sideways).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
