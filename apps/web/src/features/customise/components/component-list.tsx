import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { DesignTemplateLine } from '@circa/contract/customise.schema';
import type { ImpactSort } from '../hooks/view-order';
import { impactBarShare } from '../hooks/view-order';
import { ComponentCard } from './component-card';

/** The sort toggle: highest-to-lowest or lowest-to-highest impact (document 2 §2). */
export function ImpactSortToggle({
  value,
  onChange,
}: {
  value: ImpactSort;
  onChange: (value: ImpactSort) => void;
}) {
  return (
    <ToggleButtonGroup
      value={value}
      exclusive
      size="small"
      aria-label="Sort by impact"
      sx={{
        width: { xs: '100%', sm: 'auto' },
        '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap' },
      }}
      onChange={(_, next: ImpactSort | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="highest" sx={{ gap: 0.5, px: 1.5 }}>
        <ArrowDownward fontSize="small" aria-hidden="true" />
        Highest to lowest
      </ToggleButton>
      <ToggleButton value="lowest" sx={{ gap: 0.5, px: 1.5 }}>
        <ArrowUpward fontSize="small" aria-hidden="true" />
        Lowest to highest
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** A view's components as cards (already sorted), or the empty state. */
export function ComponentList({
  viewName,
  components,
  onOpen,
}: {
  viewName: string;
  components: readonly DesignTemplateLine[];
  onOpen: (component: DesignTemplateLine) => void;
}) {
  if (components.length === 0) {
    return (
      <Typography role="status" sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
        No components in this view
      </Typography>
    );
  }
  const impacts = components.map((c) => c.Impact);
  return (
    <Box
      component="ul"
      aria-label={`${viewName} components`}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
      }}
    >
      {components.map((component) => (
        <Box component="li" key={component.Id} sx={{ minWidth: 0 }}>
          <ComponentCard
            component={component}
            barShare={impactBarShare(component.Impact, impacts)}
            onOpen={() => onOpen(component)}
          />
        </Box>
      ))}
    </Box>
  );
}
