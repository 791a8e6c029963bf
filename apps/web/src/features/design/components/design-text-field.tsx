import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { DesignFieldKey } from '../hooks/design-fields';

export type DesignTextFieldProps = {
  name: DesignFieldKey;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (name: DesignFieldKey, text: string) => void;
  /** A unit shown after the value (e.g. 'm2'). */
  unit?: string;
  /** Numbers are typed as text so that what the user typed stays in the box while it is invalid. */
  isNumber?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'label'>;

/**
 * A design form box: the user's text, the field's message (or helper text) under it. Numbers use
 * a text box with a decimal keypad on phones.
 */
export function DesignTextField({
  name,
  label,
  value,
  error,
  onValue,
  unit,
  isNumber = false,
  helperText,
  slotProps,
  ...props
}: DesignTextFieldProps) {
  return (
    <TextField
      {...props}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onValue(name, event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : undefined,
        htmlInput: isNumber
          ? { inputMode: 'decimal', autoComplete: 'off' }
          : { autoComplete: 'off' },
      }}
    />
  );
}
