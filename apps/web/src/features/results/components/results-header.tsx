import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/** The heading of an indicator screen with a way back. */
export function ResultsHeader({
  back,
  backLabel,
  title,
  subtitle,
}: {
  back: string;
  backLabel: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Link
        component={RouterLink}
        to={back}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBack fontSize="small" aria-hidden="true" />
        {backLabel}
      </Link>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {subtitle ? <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography> : null}
    </Box>
  );
}
