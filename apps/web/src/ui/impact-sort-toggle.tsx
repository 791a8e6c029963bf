import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';

/** Order of components or results lines by impact. */
export type ImpactSort = 'highest' | 'lowest';

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
