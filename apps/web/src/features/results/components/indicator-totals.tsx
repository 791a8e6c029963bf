import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DesignResults } from '@circa/contract/results.schema';
import { formatAmount, isBelowTarget, reductionText } from '../hooks/result-rules';
import { FigureNote, TargetValues } from './result-figures';

type Totals = DesignResults['Totals'][number];

/** The design's whole-life total beside its benchmark's, or the empty state that applies (document 2 §8). */
export function totalsState(
  totals: Totals | undefined,
): { kind: 'none' } | { kind: 'zero' } | { kind: 'ok'; reduction: number } {
  if (!totals || totals.DesignImpact === null || totals.BenchmarkImpact === null)
    return { kind: 'none' };
  if (totals.BenchmarkImpact === 0) return { kind: 'zero' };
  return {
    kind: 'ok',
    reduction:
      Math.round(
        ((totals.BenchmarkImpact - totals.DesignImpact) / Math.abs(totals.BenchmarkImpact)) * 1000,
      ) / 10,
  };
}

function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  /** What the value leaves out, shown right under it. */
  note?: string | undefined;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25, alignContent: 'start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>{value}</Typography>
      {note ? <FigureNote>{note}</FigureNote> : null}
    </Box>
  );
}

/**
 * Whole-life totals and each target of the indicator against the benchmark. A note on what a
 * value leaves out for lack of data sits with that value (the totals' under the design's total,
 * each target's on its line with its values), as does the currency of costs.
 */
export function IndicatorTotals({
  data,
  totals,
  unit,
}: {
  data: DesignResults;
  totals: Totals | undefined;
  unit: string;
}) {
  const state = totalsState(totals);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      {data.CurrencyNote ? <FigureNote>{data.CurrencyNote}</FigureNote> : null}
      {data.WaterSupplyNote ? <FigureNote>{data.WaterSupplyNote}</FigureNote> : null}
      {data.WaterEstimateNote ? <FigureNote>{data.WaterEstimateNote}</FigureNote> : null}
      {data.BiogenicNote ? <FigureNote>{data.BiogenicNote}</FigureNote> : null}
      {data.DataQualityNote ? <FigureNote>{data.DataQualityNote}</FigureNote> : null}
      {data.DecarbonisingGridNote ? <FigureNote>{data.DecarbonisingGridNote}</FigureNote> : null}
      {state.kind === 'none' ? (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography role="status">No Benchmark / Lot Impacts</Typography>
          {data.CoverageNote ? <FigureNote>{data.CoverageNote}</FigureNote> : null}
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          <Figure
            label="This design (whole life, A1–C4)"
            value={formatAmount(totals!.DesignImpact!, unit)}
            note={data.CoverageNote}
          />
          <Figure label="Benchmark" value={formatAmount(totals!.BenchmarkImpact!, unit)} />
          {state.kind === 'zero' ? (
            <Typography role="status" sx={{ alignSelf: 'center' }}>
              Benchmark Impact is 0
            </Typography>
          ) : (
            <Figure
              label="Against the benchmark"
              value={`${reductionText(state.reduction).percent} ${reductionText(state.reduction).word}`}
            />
          )}
        </Box>
      )}
      {data.BenchmarkComparison.length > 0 ? (
        <Box
          component="ul"
          aria-label="Targets on this indicator"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {data.BenchmarkComparison.map((c) => {
            const text = c.Reduction === null ? null : reductionText(c.Reduction);
            const isShort = c.Reduction !== null && isBelowTarget(c.Reduction, c.SavingsTarget);
            return (
              <Box component="li" key={c.ProjectTargetId} sx={{ display: 'grid', gap: 0.25 }}>
                <Typography variant="body2">
                  {`${c.LcPhaseName} (target ${c.SavingsTarget}%): `}
                  <Box component="strong" sx={{ color: isShort ? 'warning.dark' : 'success.dark' }}>
                    {text
                      ? `${text.percent} ${text.word}`
                      : c.Status === 'benchmark-zero'
                        ? 'Benchmark Impact is 0'
                        : 'No Benchmark / Lot Impacts'}
                  </Box>
                </Typography>
                <TargetValues comparison={c} />
                {c.CoverageNote ? <FigureNote>{c.CoverageNote}</FigureNote> : null}
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Paper>
  );
}
