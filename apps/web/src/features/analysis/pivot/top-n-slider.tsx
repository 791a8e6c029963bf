import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { topNSteps } from './top-n';

/**
 * Top Rows or Top Columns: how many of `count` items to keep (the largest); the rest are grouped
 * into 'Other'. The last step keeps all. Applies when released (or on each key press).
 */
export function TopNSlider({
  label,
  count,
  value,
  onChange,
}: {
  label: string;
  count: number;
  /** Items kept; null: all. */
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const steps = topNSteps(count);
  const current = value === null ? count : Math.min(value, count);
  const [shown, setShown] = useState(current);
  const labelId = useId();
  useEffect(() => setShown(current), [current]);
  const text = (v: number) => (v >= count ? `All ${count}` : `Top ${v} of ${count}`);
  return (
    <Box sx={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}>
      <Typography variant="caption" id={labelId} color="text.secondary">
        {`${label}: ${text(shown)}`}
      </Typography>
      <Slider
        size="small"
        aria-labelledby={labelId}
        getAriaValueText={text}
        value={shown}
        min={steps[0]}
        max={count}
        step={null}
        marks={steps.map((s) => ({ value: s }))}
        disabled={count <= 2}
        onChange={(_, v) => setShown(v as number)}
        onChangeCommitted={(_, v) => onChange((v as number) >= count ? null : (v as number))}
      />
    </Box>
  );
}
