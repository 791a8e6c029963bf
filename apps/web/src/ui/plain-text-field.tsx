import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface PlainTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message under the box; '' marks the box in error without text. */
  error?: string | null;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * A one-line outlined text box that looks and reads like the theme's `TextField` (full width,
 * normal margin, label, required asterisk, message under the box, `aria-invalid`,
 * `aria-describedby`), built from the parts `TextField` itself uses but without its select
 * variant (Select, Menu, Popover: about 13 kB gzip). For the sign-in screen, where every byte
 * of the first load counts; controlled by the caller (no form library).
 */
export function PlainTextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  required,
  inputRef,
  endAdornment,
}: PlainTextFieldProps) {
  const id = useId();
  const helperId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth
      margin="normal"
      required={required}
      error={error !== undefined && error !== null}
      className="MuiTextField-root"
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        label={label}
        inputRef={inputRef}
        endAdornment={endAdornment}
        aria-describedby={helperId}
      />
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
