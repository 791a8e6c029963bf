import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FilterAlt from '@mui/icons-material/FilterAlt';
import type { PivotData } from './pivot-data';
import { FieldMenu } from './field-menu';
import type { FieldPlace } from './field-menu';
import type { PivotState } from './pivot-state';

/** Unused fields whose names add up to more characters than this are listed vertically (§9). */
export const UNUSED_ORIENTATION_CUTOFF = 85;

/** The state after putting field `name` at `place` (at the end of the rows or columns). */
export function placeField(state: PivotState, name: string, place: FieldPlace): PivotState {
  const rows = state.rows.filter((n) => n !== name);
  const cols = state.cols.filter((n) => n !== name);
  return {
    ...state,
    rows: place === 'rows' ? [...rows, name] : rows,
    cols: place === 'cols' ? [...cols, name] : cols,
    topRows: place === 'rows' || state.rows.includes(name) ? null : state.topRows,
    topCols: place === 'cols' || state.cols.includes(name) ? null : state.topCols,
  };
}

/** The state after moving field `name` one place earlier or later among its rows or columns. */
export function moveField(state: PivotState, name: string, by: -1 | 1): PivotState {
  const move = (list: readonly string[]) => {
    const i = list.indexOf(name);
    const j = i + by;
    if (i < 0 || j < 0 || j >= list.length) return list;
    const next = [...list];
    [next[i], next[j]] = [next[j]!, next[i]!];
    return next;
  };
  return { ...state, rows: move(state.rows), cols: move(state.cols) };
}

/**
 * The pivot's fields: those not used, the rows and the columns. Each field is a button opening
 * its menu (place, order, filter); a filtered field shows a filter icon. Unused fields are
 * listed vertically when their names are long in total (more than 85 characters).
 */
export function FieldArea({
  data,
  state,
  onChange,
  children,
}: {
  data: PivotData;
  state: PivotState;
  onChange: (next: PivotState) => void;
  /** The pivot's output, beside a vertical field list or below a horizontal one. */
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState<{ name: string; anchor: HTMLElement } | null>(null);
  const names = data.dimensions.map((d) => d.name);
  const unused = names.filter((n) => !state.rows.includes(n) && !state.cols.includes(n));
  const isVertical = unused.join('').length > UNUSED_ORIENTATION_CUTOFF;
  const placeOf = (name: string): FieldPlace =>
    state.rows.includes(name) ? 'rows' : state.cols.includes(name) ? 'cols' : 'unused';
  const chip = (name: string) => {
    const filtered = (state.exclusions[name]?.length ?? 0) > 0;
    return (
      <Chip
        key={name}
        label={name}
        size="small"
        variant={placeOf(name) === 'unused' ? 'outlined' : 'filled'}
        color={placeOf(name) === 'unused' ? 'default' : 'primary'}
        icon={filtered ? <FilterAlt aria-label="filtered" /> : undefined}
        onClick={(event) => setOpen({ name, anchor: event.currentTarget })}
        aria-haspopup="dialog"
        sx={{ maxWidth: 240 }}
      />
    );
  };
  const zone = (label: string, list: readonly string[], vertical = false) => (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: 'wrap',
        alignItems: vertical ? 'flex-start' : 'center',
        gap: 0.75,
        minHeight: 32,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="caption" color="text.secondary">
          none
        </Typography>
      ) : (
        list.map(chip)
      )}
    </Box>
  );
  const dimension = open ? data.dimensions.find((d) => d.name === open.name) : undefined;
  const used = (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
      {zone('Rows', state.rows)}
      {zone('Columns', state.cols)}
    </Box>
  );
  return (
    <>
      {isVertical ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: '0 0 220px' }}>{zone('Fields', unused, true)}</Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {used}
            {children}
          </Box>
        </Box>
      ) : (
        <>
          <Box sx={{ mb: 1 }}>{zone('Fields', unused)}</Box>
          {used}
          {children}
        </>
      )}
      {open && dimension && (
        <FieldMenu
          anchor={open.anchor}
          dimension={dimension}
          place={placeOf(open.name)}
          excluded={state.exclusions[open.name] ?? []}
          onClose={() => setOpen(null)}
          onPlace={(place) => onChange(placeField(state, open.name, place))}
          onMove={(by) => onChange(moveField(state, open.name, by))}
          onExclude={(labels) =>
            onChange({ ...state, exclusions: { ...state.exclusions, [open.name]: labels } })
          }
        />
      )}
    </>
  );
}
