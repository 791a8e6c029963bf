import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { formatNumber } from '../../../lib/number-format';
import { PageSection } from './page-section';
import {
  avoidedText,
  formatCardValue,
  improvementText,
  summaryCardTexts,
} from './summary-card-texts';

function Headline({ value, caption }: { value: string; caption: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="p" sx={{ fontSize: { xs: '1.3rem', sm: '2rem' }, fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Box>
  );
}

/**
 * Design Performance Summary (document 2 §2): the percent improvement or increase against the
 * benchmark, the tCO2e avoided, and the summary cards in rows of two. Whole-life (A1-C4) global
 * warming potential with on-site generation, as the results' totals.
 */
export function PerformanceSummary({ page }: { page: DesignPerformance }) {
  const scope = `Whole-life carbon (${page.LcaStudy.Scope}, net of on-site generation)`;
  return (
    <PageSection title="Design Performance Summary">
      {page.PercentImprovement === null || page.GreenhouseGasAvoided === null ? (
        <Typography role="status">No Benchmark / Lot Impacts</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <Headline
            value={improvementText(page.PercentImprovement)}
            caption={`${scope} against the benchmark`}
          />
          <Headline
            value={avoidedText(page.GreenhouseGasAvoided)}
            caption={`${formatNumber(Math.round(page.DesignCO2 ?? 0) / 1000, 1)} tCO2e designed, ${formatNumber(Math.round(page.BenchmarkCO2 ?? 0) / 1000, 1)} tCO2e benchmark`}
          />
        </Box>
      )}
      {page.SummaryCards.length > 0 ? (
        <Box
          component="ul"
          aria-label="What the carbon avoided equals"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          }}
        >
          {page.SummaryCards.map((card) => {
            const text = summaryCardTexts[card.Type];
            return (
              <Paper component="li" key={card.Type} variant="outlined" sx={{ p: 1.5 }}>
                <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                  {formatCardValue(card.Value)}
                </Typography>
                <Typography>{text.label}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {text.basis}
                </Typography>
              </Paper>
            );
          })}
        </Box>
      ) : null}
    </PageSection>
  );
}
