import { memo } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { BenchmarkComparison, ResultTarget } from '@circa/contract/results.schema';
import { Link as RouterLink } from 'react-router';
import { isBelowTarget, reductionText } from '../hooks/result-rules';
import { FigureNote, TargetValues } from './result-figures';

/** What a target card knows about its result. */
export type TargetState =
  | { kind: 'payment' }
  | { kind: 'calculating' }
  | { kind: 'error' }
  | {
      kind: 'loaded';
      comparison: BenchmarkComparison | null;
      /** The answer's note on the currency of costs (cost indicators). */
      currencyNote?: string;
    };

/** The empty states of a target whose reduction cannot be computed (document 2 §8). */
export function noReductionText(comparison: BenchmarkComparison | null): string {
  return comparison?.Status === 'benchmark-zero'
    ? 'Benchmark Impact is 0'
    : 'No Benchmark / Lot Impacts';
}

function Outcome({ state, target }: { state: TargetState; target: ResultTarget }) {
  if (state.kind === 'payment')
    return <Typography sx={{ color: 'text.secondary' }}>Payment is required.</Typography>;
  if (state.kind === 'calculating') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <CircularProgress size={16} aria-hidden="true" />
        <Typography>calculating</Typography>
      </Box>
    );
  }
  if (state.kind === 'error')
    return <Typography color="error">The result could not be loaded.</Typography>;
  const { comparison, currencyNote } = state;
  const reduction = comparison?.Reduction ?? null;
  // The values, the note on what they leave out and their currency stay with the percentage.
  const figures = (
    <>
      {comparison ? <TargetValues comparison={comparison} /> : null}
      {comparison?.CoverageNote ? <FigureNote>{comparison.CoverageNote}</FigureNote> : null}
      {currencyNote ? <FigureNote>{currencyNote}</FigureNote> : null}
    </>
  );
  if (reduction === null)
    return (
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ color: 'text.secondary' }}>{noReductionText(comparison)}</Typography>
        {figures}
      </Box>
    );
  const text = reductionText(reduction);
  const isShort = isBelowTarget(reduction, target.SavingsTarget);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          gap: 1,
          color: isShort ? 'warning.dark' : 'success.dark',
        }}
      >
        <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 600, lineHeight: 1.2 }}>
          {text.percent}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {text.word}
        </Typography>
        {isShort ? (
          <Typography component="span" variant="body2">
            (below target)
          </Typography>
        ) : null}
      </Box>
      {figures}
    </Box>
  );
}

/** The percentage line (2rem at line height 1.2), the gap and one body2 line of values. */
const answerHeight = 'calc(2rem * 1.2 + 4px + 0.875rem * 1.43)';

interface TargetCardProps {
  target: ResultTarget;
  state: TargetState;
  to: string;
  /** While payment is required: asks for payment before going to `to`. */
  onPaymentNeeded: (to: string) => void;
}

/**
 * One project target on the results summary: faded with 'calculating' until its indicator's
 * results are in, then its reduction (or increase) in the warning colour when below its target,
 * the design's and benchmark's values in the target's unit beside it, and with them the server's
 * note when the LCI source lacks data for part of the target's scope (and, for costs, their currency).
 * Opening it goes to the indicator's results, or opens the payment dialog (`onPaymentNeeded(to)`).
 * Drawn again only when its own target or state changes, not when another indicator's results
 * arrive (`sameCard`).
 */
export const TargetCard = memo(function TargetCard({
  target,
  state,
  to,
  onPaymentNeeded,
}: TargetCardProps) {
  const isFaded = state.kind === 'calculating';
  const body = (
    <Box
      sx={{
        p: 2,
        display: 'grid',
        gap: 0.5,
        opacity: isFaded ? 0.55 : 1,
        transition: 'opacity 200ms',
      }}
    >
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary', lineHeight: 1.4 }}
      >
        {target.IndicatorName}
      </Typography>
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        {target.Name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {`${target.LcPhaseName} · target ${target.SavingsTarget}% reduction`}
      </Typography>
      {/* While calculating, the answer's room is kept (the percentage and the values line), so
          the cards below do not move when it arrives (Lighthouse mobile: CLS 0.09). */}
      <Box
        sx={{ mt: 1, minHeight: state.kind === 'payment' ? 0 : answerHeight }}
        aria-live="polite"
      >
        <Outcome state={state} target={target} />
      </Box>
    </Box>
  );
  return (
    <Card component="li" variant="outlined" aria-busy={isFaded}>
      {state.kind === 'payment' ? (
        <CardActionArea onClick={() => onPaymentNeeded(to)}>{body}</CardActionArea>
      ) : (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}, sameCard);

/** Equal cards: the same target, link and handler, and a state of the same kind and answer. */
function sameCard(a: TargetCardProps, b: TargetCardProps): boolean {
  if (a.target !== b.target || a.to !== b.to || a.onPaymentNeeded !== b.onPaymentNeeded)
    return false;
  if (a.state.kind !== b.state.kind) return false;
  if (a.state.kind !== 'loaded' || b.state.kind !== 'loaded') return true;
  return a.state.comparison === b.state.comparison && a.state.currencyNote === b.state.currencyNote;
}
