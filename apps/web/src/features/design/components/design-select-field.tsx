import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { SelectOption } from '@circa/contract/select-option.schema';
import type { DesignFieldKey } from '../hooks/design-fields';

export type DesignSelectFieldProps = {
  name: DesignFieldKey;
  label: string;
  /** The option id as text ('' for none). */
  value: string;
  options: readonly SelectOption[];
  error: string | undefined;
  onValue: (name: DesignFieldKey, text: string) => void;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'label' | 'select'>;

/**
 * A design form select with its option list from the server. A value that is not among the
 * options shows as empty with the field's message, until the user picks one. Options flagged
 * IsDisabled show but cannot be picked.
 */
export function DesignSelectField({
  name,
  label,
  value,
  options,
  error,
  onValue,
  helperText,
  ...props
}: DesignSelectFieldProps) {
  const isOffered = options.some((option) => String(option.Id) === value);
  return (
    <TextField
      {...props}
      select
      name={name}
      label={label}
      value={isOffered ? value : ''}
      onChange={(event) => onValue(name, event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.Id} value={String(option.Id)} disabled={option.IsDisabled}>
          {option.Description}
        </MenuItem>
      ))}
    </TextField>
  );
}
