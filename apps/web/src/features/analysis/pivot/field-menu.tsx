import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { PivotDimension } from './pivot-data';
import { displayLabel } from './pivot-data';

/** Most values a field's filter lists (document 2 §9: filter menu limit 500 values). */
export const FILTER_MENU_LIMIT = 500;

/** Where a field is: not used, or in the rows or the columns. */
export type FieldPlace = 'unused' | 'rows' | 'cols';

/**
 * A field's menu: move it to the rows or the columns (or out), move it within them, and choose
 * which of its values are shown (at most 500 listed).
 */
export function FieldMenu({
  anchor,
  dimension,
  place,
  excluded,
  onClose,
  onPlace,
  onMove,
  onExclude,
}: {
  anchor: HTMLElement;
  dimension: PivotDimension;
  place: FieldPlace;
  excluded: readonly string[];
  onClose: () => void;
  onPlace: (place: FieldPlace) => void;
  onMove: (by: -1 | 1) => void;
  onExclude: (labels: string[]) => void;
}) {
  const hidden = new Set(excluded);
  const tooMany = dimension.labels.length > FILTER_MENU_LIMIT;
  const toggle = (label: string) =>
    onExclude(hidden.has(label) ? excluded.filter((l) => l !== label) : [...excluded, label]);
  const headingId = `field-menu-${dimension.name.replace(/\W+/g, '-')}`;
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, maxWidth: 420 }, 'aria-labelledby': headingId } }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {dimension.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {place !== 'rows' && (
          <Button size="small" variant="outlined" onClick={() => onPlace('rows')}>
            To Rows
          </Button>
        )}
        {place !== 'cols' && (
          <Button size="small" variant="outlined" onClick={() => onPlace('cols')}>
            To Columns
          </Button>
        )}
        {place !== 'unused' && (
          <Button size="small" variant="outlined" onClick={() => onPlace('unused')}>
            Remove
          </Button>
        )}
        {place !== 'unused' && (
          <Button size="small" onClick={() => onMove(-1)}>
            Move earlier
          </Button>
        )}
        {place !== 'unused' && (
          <Button size="small" onClick={() => onMove(1)}>
            Move later
          </Button>
        )}
      </Box>
      {tooMany ? (
        <Typography variant="body2" color="text.secondary">
          {`Too many values to list (${dimension.labels.length}; the limit is ${FILTER_MENU_LIMIT}).`}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" onClick={() => onExclude([])}>
              Select All
            </Button>
            <Button size="small" onClick={() => onExclude([...dimension.labels])}>
              Select None
            </Button>
          </Box>
          <Box
            role="group"
            aria-label={`Values of ${dimension.name}`}
            sx={{ maxHeight: 300, overflow: 'auto', display: 'flex', flexDirection: 'column' }}
          >
            {dimension.labels.map((label) => (
              <FormControlLabel
                key={label}
                control={
                  <Checkbox
                    size="small"
                    checked={!hidden.has(label)}
                    onChange={() => toggle(label)}
                  />
                }
                label={displayLabel(label)}
                slotProps={{ typography: { variant: 'body2' } }}
              />
            ))}
          </Box>
        </>
      )}
    </Popover>
  );
}
