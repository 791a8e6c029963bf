import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DesignTemplateLine } from '@circa/contract/customise.schema';
import { impactBarShare } from '../hooks/view-order';
import { ComponentCard } from './component-card';

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
