import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { PortfolioPivot, PortfolioTargetsOutcome } from '@circa/contract/portfolio.schema';
import { outcomeCounts, TARGETS_OUTCOME_LABELS } from './portfolio-pivot-data';

const SHOWN: readonly PortfolioTargetsOutcome[] = [
  'Achieved',
  'Missed',
  'NoTargets',
  'NotAssessed',
];

/**
 * What the pivot covers: the submitted lots, how many achieve their development's targets, and
 * (while any are) how many are still being prepared.
 */
export function PortfolioSummary({ pivot }: { pivot: PortfolioPivot }) {
  const counts = outcomeCounts(pivot);
  const lots = pivot.Lots.length;
  const outcomes = SHOWN.filter((o) => counts[o] > 0)
    .map((o) => `${TARGETS_OUTCOME_LABELS[o].toLowerCase()} ${counts[o].toLocaleString('en-AU')}`)
    .join(', ');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`${lots.toLocaleString('en-AU')} submitted ${lots === 1 ? 'lot' : 'lots'} of ${pivot.Scope.Name}, whole life of each submitted design.`}
        {outcomes && ` Targets achieved: ${outcomes}.`}
      </Typography>
      {pivot.PreparingLots > 0 && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {`${pivot.PreparingLots.toLocaleString('en-AU')} submitted ${pivot.PreparingLots === 1 ? 'lot is' : 'lots are'} still being prepared for analysis; ${pivot.PreparingLots === 1 ? 'it is' : 'they are'} added here when ready.`}
        </Alert>
      )}
    </>
  );
}
