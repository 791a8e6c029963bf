import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import type { BenchmarkComparison } from '@circa/contract/results.schema';
import { formatAmount } from '../hooks/result-rules';

/**
 * The numbers a target is judged on: the design's and the benchmark's value in the target's unit
 * (e.g. "kg CO2e/m²", "kL/occupant/yr"), rounded for display only. Nothing when neither is known.
 */
export function TargetValues({ comparison }: { comparison: BenchmarkComparison }) {
  const { DesignValue, BenchmarkValue, ValueUnit } = comparison;
  if (DesignValue === null && BenchmarkValue === null) return null;
  // no break within "Benchmark 5,242 kg CO2e/yr": the line may wrap between the two only
  const shown = (label: string, value: number | null) =>
    `${label} ${value === null ? 'no data' : formatAmount(value, ValueUnit)}`.replace(
      / /g,
      '\u00a0',
    );
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ display: 'block', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
    >
      {`${shown('This design', DesignValue)} · ${shown('Benchmark', BenchmarkValue)}`}
    </Typography>
  );
}

/**
 * A note that belongs to the number beside it — what a value leaves out for lack of data, or the
 * currency of costs — shown with the number, never only in a caption elsewhere.
 */
export function FigureNote({ children }: { children: string }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        color: 'text.secondary',
        maxWidth: '48ch',
      }}
    >
      <InfoOutlined aria-hidden="true" sx={{ fontSize: '1rem', mt: '0.15em' }} />
      <Box component="span">{children}</Box>
    </Typography>
  );
}
