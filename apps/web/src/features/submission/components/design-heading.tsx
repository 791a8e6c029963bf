import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HomeWork from '@mui/icons-material/HomeWork';
import type { DesignSummary } from '@circa/contract/submission.schema';

/** The design the submission screens are about: icon, name, organisation and dwellings. */
export function DesignHeading({ summary }: { summary: DesignSummary }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar
        variant="rounded"
        src={summary.DesignIconImageUrl ?? undefined}
        alt=""
        sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
      >
        <HomeWork />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {summary.DesignName}
          {summary.IsBaseline ? (
            <Typography component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '1rem' }}>
              (Baseline)
            </Typography>
          ) : null}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {summary.OrgName} · {summary.Dwellings}{' '}
          {summary.Dwellings === 1 ? 'dwelling' : 'dwellings'}
        </Typography>
      </Box>
    </Box>
  );
}
