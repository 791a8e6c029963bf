import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { multilineRows } from './theme';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'inputRef'>;

/**
 * The form pattern: a MUI TextField bound to react-hook-form, showing the field's validation
 * message (from the contract's zod schemas via zodResolver) under the box. An error with an empty
 * message marks the field in error without text (document 1 §8). Multiline boxes get 12 rows.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  multiline,
  rows,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message || helperText}
          multiline={multiline}
          rows={multiline ? (rows ?? multilineRows) : undefined}
        />
      )}
    />
  );
}

/** A password box with a show/hide button; otherwise like `FormTextField`. */
export function FormPasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={
                  isVisible
                    ? `Hide ${props.label.toLowerCase()}`
                    : `Show ${props.label.toLowerCase()}`
                }
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
