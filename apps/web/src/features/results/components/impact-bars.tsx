import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { amountWord, barShare, formatAmount } from '../hooks/result-rules';

/** One line of a bar list. */
export interface ImpactBar {
  key: string;
  label: string;
  impact: number;
  /** Where the label leads; none: plain text. */
  to?: string;
  note?: string;
}

/**
 * Impact lines as horizontal bars (document 2 §9): each bar's length is its magnitude against the
 * larger of the largest magnitude and a quarter (or sixth) of the total. Removals and improvements
 * show in another colour and are named as such; the figures are text, the bars decoration.
 */
export function ImpactBars({
  label,
  bars,
  indicatorId,
  unit,
  divisor = 4,
}: {
  label: string;
  bars: readonly ImpactBar[];
  indicatorId: number;
  unit: string;
  divisor?: 4 | 6;
}) {
  const impacts = bars.map((b) => b.impact);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {bars.map((bar) => {
        const share = barShare(bar.impact, impacts, divisor);
        const isNegative = bar.impact < 0;
        return (
          <Box component="li" key={bar.key} sx={{ display: 'grid', gap: 0.5 }}>
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
            >
              <Box sx={{ minWidth: 0 }}>
                {bar.to ? (
                  <Link component={RouterLink} to={bar.to} sx={{ fontWeight: 500 }}>
                    {bar.label}
                  </Link>
                ) : (
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {bar.label}
                  </Typography>
                )}
                {bar.note ? (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: 'text.secondary', ml: 1 }}
                  >
                    {bar.note}
                  </Typography>
                ) : null}
              </Box>
              <Typography
                component="span"
                variant="body2"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {`${formatAmount(bar.impact, unit)} · ${amountWord(indicatorId, bar.impact)}`}
              </Typography>
            </Box>
            <Box
              aria-hidden="true"
              sx={{ height: 10, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${(share * 100).toFixed(1)}%`,
                  bgcolor: isNegative ? 'success.main' : 'primary.main',
                  borderRadius: 1,
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
