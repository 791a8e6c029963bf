import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Strategy } from '@circa/contract/public-page.schema';
import { PageSection } from './page-section';

// drawn only when Read More is pressed: the dialog's code is not part of the page's first load
const StrategyDialog = lazy(() =>
  import('./strategy-dialog').then((m) => ({ default: m.StrategyDialog })),
);

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

/**
 * Environmental Strategies (document 2 §2): a card for each component the design uses that its
 * benchmark does not, each with a Read More dialog of its whole description.
 */
export function StrategiesSection({ strategies }: { strategies: readonly Strategy[] }) {
  const [open, setOpen] = useState<Strategy | null>(null);
  return (
    <PageSection title="Environmental Strategies">
      {strategies.length === 0 ? (
        <Typography role="status">
          This design uses the same components as its benchmark.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {strategies.map((s) => (
            <Paper
              component="li"
              key={s.Title}
              variant="outlined"
              sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {s.Title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', ...twoLines }}>
                {s.Description}
              </Typography>
              <Box>
                <Button
                  size="small"
                  onClick={() => setOpen(s)}
                  aria-label={`Read More: ${s.Title}`}
                >
                  Read More
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <Suspense fallback={null}>
        {open ? <StrategyDialog strategy={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </PageSection>
  );
}
