import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { PortfolioPivot, PortfolioTargetsOutcome } from '@circa/contract/portfolio.schema';
import { outcomeCounts } from './portfolio-pivot-data';

const lotsText = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'lot' : 'lots'}`;

/** 'Targets achieved by 3 of 5 lots with targets; 2 lots without targets; 1 not assessed.' */
export function targetsSentence(counts: Record<PortfolioTargetsOutcome, number>): string {
  const withTargets = counts.Achieved + counts.Missed;
  const parts = [
    withTargets > 0
      ? `Targets achieved by ${counts.Achieved.toLocaleString('en-AU')} of ${lotsText(withTargets)} with targets`
      : '',
    counts.NoTargets > 0 ? `${lotsText(counts.NoTargets)} without targets` : '',
    counts.NotAssessed > 0 ? `${lotsText(counts.NotAssessed)} not assessed` : '',
  ].filter((p) => p !== '');
  return parts.length > 0 ? ` ${parts.join('; ')}.` : '';
}

/**
 * What the pivot covers: the submitted lots, how many achieve their development's targets, and
 * (while any are) how many are still being prepared.
 */
export function PortfolioSummary({ pivot }: { pivot: PortfolioPivot }) {
  const lots = pivot.Lots.length;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`${lots.toLocaleString('en-AU')} submitted ${lots === 1 ? 'lot' : 'lots'} of ${pivot.Scope.Name}, whole life of each submitted design.`}
        {targetsSentence(outcomeCounts(pivot))}
      </Typography>
      {pivot.PreparingLots > 0 && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {`${pivot.PreparingLots.toLocaleString('en-AU')} submitted ${pivot.PreparingLots === 1 ? 'lot is' : 'lots are'} still being prepared for analysis; ${pivot.PreparingLots === 1 ? 'it is' : 'they are'} added here when ready.`}
        </Alert>
      )}
    </>
  );
}
