import Box from '@mui/material/Box';
import type { BuildSummary } from '@circa/contract/builds.schema';
import { DesignCard } from '../../../ui/design-card';

/** A short grid of design cards (the chooser's previews of 3). */
export function DesignGrid({
  designs,
  label,
  linkOf,
}: {
  designs: readonly BuildSummary[];
  label: string;
  linkOf: (design: BuildSummary) => string | undefined;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {designs.map((design) => (
        <Box component="li" key={design.Id} sx={{ minWidth: 0 }}>
          <DesignCard design={design} to={linkOf(design)} />
        </Box>
      ))}
    </Box>
  );
}
