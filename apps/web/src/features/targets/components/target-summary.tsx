import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import type { ProjectTargetLine } from '@circa/contract/targets.schema';
import { formatCost } from '../../../lib/format-cost';

/** The heading of a target: its name, else its indicator. */
export function targetTitle(target: ProjectTargetLine): string {
  return target.Name.trim() || target.IndicatorName;
}

/** "50 % reduction" (negative targets allow an increase). */
export function savingsText(percent: number): string {
  return percent >= 0 ? `${percent} % reduction` : `${-percent} % increase allowed`;
}

/**
 * One target's figures: indicator, functional unit, timescale, scope, savings target, on-site
 * renewables, and its cost figure (round(RelativeExchangeRate) × BasePrice, in Currency).
 */
export function TargetSummary({ target }: { target: ProjectTargetLine }) {
  const facts: [string, string][] = [
    ['Indicator', target.IndicatorName],
    ['Functional unit', target.AttributeName],
    ['Timescale', target.TimescaleName],
    ['Scope', target.LcPhaseName],
    ['On-site renewables', target.IncludeOnSiteRenewable ? 'Included' : 'Not included'],
    ['Cost figure', formatCost(target.CostFigure, target.Currency)],
  ];
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {targetTitle(target)}
        </Typography>
        <Chip size="small" color="secondary" label={savingsText(target.SavingsTarget)} />
        {target.IsLocked ? (
          <Chip size="small" icon={<Lock />} label="Locked" variant="outlined" />
        ) : null}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(96px, max-content) 1fr',
          columnGap: 2,
          rowGap: 0.25,
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
