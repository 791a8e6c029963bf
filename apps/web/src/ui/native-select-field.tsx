import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A small outlined select drawn like the theme's `TextField` select (label on the outline once a
 * value is chosen, inside the box while empty; the theme's border, radius and focus colour) but
 * made of the browser's own `<select>`: no MUI Select, Menu, Popover or input family (about
 * 20 kB gzip less than `TextField select` on the screen's first load), and the phone's own
 * picker. The label is a `<label for>` (accessible name), the element keeps role combobox.
 * Arrow keys on the closed select open the list (where the browser can) instead of changing the
 * value at once, so a page that acts on `onChange` moves only when an option is chosen. While
 * `value` is '' an empty, hidden first option shows nothing.
 */
export function NativeSelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  width,
}: {
  label: string;
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  width?: Record<string, number | string> | number | string;
}) {
  const id = useId();
  const isEmpty = value === '';
  const openOnArrow = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.altKey || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const select = event.currentTarget;
    if (typeof select.showPicker !== 'function') return;
    event.preventDefault();
    try {
      select.showPicker();
    } catch {
      // not allowed here (no user activation): the key does nothing rather than change the value
    }
  };
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        width,
        minWidth: 0,
        color: 'text.primary',
        fontSize: '1rem',
        lineHeight: '1.4375em',
        // the label on the outline once there is a value or the select has focus
        '& select:focus ~ label, &[data-filled] label': {
          transform: 'translate(14px, -9px) scale(0.75)',
        },
        '& select:focus ~ fieldset legend, &[data-filled] legend': { maxWidth: '100%' },
        '& select:focus ~ label': { color: 'primary.main' },
        '& select:focus ~ fieldset': { borderColor: 'primary.main', borderWidth: 2 },
        '& select:hover:not(:disabled) ~ fieldset': { borderColor: 'text.primary' },
        '& select:focus:hover ~ fieldset': { borderColor: 'primary.main' },
      }}
      data-filled={isEmpty ? undefined : ''}
    >
      <Box
        component="select"
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={openOnArrow}
        sx={{
          appearance: 'none',
          width: '100%',
          height: 40,
          boxSizing: 'border-box',
          m: 0,
          py: '8.5px',
          pl: '14px',
          pr: '32px',
          border: 0,
          borderRadius: 1,
          background: 'transparent',
          color: 'inherit',
          font: 'inherit',
          letterSpacing: 'inherit',
          textOverflow: 'ellipsis',
          cursor: 'pointer',
          outline: 0,
          '&:disabled': { color: 'text.disabled', cursor: 'default' },
        }}
      >
        {isEmpty ? <option value="" disabled hidden /> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Box>
      <ArrowDropDown
        aria-hidden="true"
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - 0.5em)',
          pointerEvents: 'none',
          color: disabled ? 'action.disabled' : 'action.active',
        }}
      />
      <Box
        component="fieldset"
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: '-5px 0 0',
          m: 0,
          px: 1,
          py: 0,
          border: 1,
          borderColor: disabled ? 'action.disabled' : 'rgba(0, 0, 0, 0.23)',
          borderRadius: 1,
          pointerEvents: 'none',
          overflow: 'hidden',
          minWidth: 0,
          textAlign: 'left',
        }}
      >
        <Box
          component="legend"
          sx={{
            float: 'unset',
            width: 'auto',
            maxWidth: '0.01px',
            display: 'block',
            p: 0,
            height: 11,
            fontSize: '0.75em',
            visibility: 'hidden',
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            '& > span': { px: '5px', display: 'inline-block', opacity: 0 },
          }}
        >
          <span>{label}</span>
        </Box>
      </Box>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          maxWidth: 'calc(133% - 32px)',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          transformOrigin: 'top left',
          transform: 'translate(14px, 9px) scale(1)',
          transition: 'transform 200ms, color 200ms',
          color: disabled ? 'text.disabled' : 'text.secondary',
        }}
      >
        {label}
      </Box>
    </Box>
  );
}
