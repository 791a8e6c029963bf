import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BuildFilter, FilterKey, Range } from '../hooks/build-filter';
import {
  clampFilterInput,
  emptyFilter,
  filterFields,
  isRangeInverted,
  parseBound,
} from '../hooks/build-filter';

type Draft = Record<FilterKey, { min: string; max: string }>;

function toDraft(filter: BuildFilter): Draft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return Object.fromEntries(
    filterFields.map(({ key }) => [
      key,
      { min: text(filter[key].min), max: text(filter[key].max) },
    ]),
  ) as Draft;
}

function toFilter(draft: Draft): BuildFilter {
  return Object.fromEntries(
    filterFields.map(({ key }) => [
      key,
      { min: parseBound(draft[key].min), max: parseBound(draft[key].max) } satisfies Range,
    ]),
  ) as BuildFilter;
}

export interface BuildFilterDialogProps {
  open: boolean;
  filter: BuildFilter;
  onApply: (filter: BuildFilter) => void;
  onCancel: () => void;
}

/**
 * The builds filter (document 1 §2.10): inclusive min/max ranges for Dwellings, Bedrooms,
 * Bathrooms, Floors and Gross Floor Area (m2); negative inputs are clamped to 0; an empty box is
 * no bound.
 */
export function BuildFilterDialog({ open, filter, onApply, onCancel }: BuildFilterDialogProps) {
  return open ? <FilterForm filter={filter} onApply={onApply} onCancel={onCancel} /> : null;
}

function FilterForm({ filter, onApply, onCancel }: Omit<BuildFilterDialogProps, 'open'>) {
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(filter));
  const ranges = toFilter(draft);
  const hasInverted = filterFields.some(({ key }) => isRangeInverted(ranges[key]));

  function change(key: FilterKey, bound: 'min' | 'max', text: string) {
    setDraft((current) => ({
      ...current,
      [key]: { ...current[key], [bound]: clampFilterInput(text) },
    }));
  }

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!hasInverted) onApply(ranges);
        }}
      >
        <DialogTitle id={titleId}>Filter Builds</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Ranges include their limits. Leave a box empty for no limit.
          </Typography>
          {filterFields.map(({ key, label }) => {
            const isInverted = isRangeInverted(ranges[key]);
            const errorId = `${titleId}-${key}-error`;
            return (
              <Box
                key={key}
                component="fieldset"
                sx={{ border: 0, p: 0, m: 0, mt: 1.5, minWidth: 0 }}
                aria-describedby={isInverted ? errorId : undefined}
              >
                <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
                  {label}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                  {(['min', 'max'] as const).map((bound) => (
                    <TextField
                      key={bound}
                      label={bound === 'min' ? 'Min' : 'Max'}
                      type="number"
                      margin="dense"
                      size="small"
                      value={draft[key][bound]}
                      onChange={(event) => change(key, bound, event.target.value)}
                      error={isInverted}
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          step: 'any',
                          inputMode: 'decimal',
                          'aria-label': `${label} ${bound === 'min' ? 'Min' : 'Max'}`,
                        },
                      }}
                    />
                  ))}
                </Box>
                {isInverted ? (
                  <FormHelperText id={errorId} error>
                    The minimum is more than the maximum.
                  </FormHelperText>
                ) : null}
              </Box>
            );
          })}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => setDraft(toDraft(emptyFilter))} sx={{ mr: 'auto' }}>
            Clear
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={hasInverted}>
            Apply
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
