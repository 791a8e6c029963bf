import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { SelectOption } from '@circa/contract/select-option.schema';

export type FormSelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  /** Called instead of setting the value directly (e.g. to reset dependent fields). */
  onPick?: (id: number | null) => void;
} & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'inputRef' | 'select'
>;

/**
 * A select bound to react-hook-form holding an option id (null: nothing chosen), with the
 * field's validation message under it. Options flagged IsDisabled show but cannot be chosen.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  onPick,
  helperText,
  ...props
}: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value =
          typeof field.value === 'number' && options.some((o) => o.Id === field.value)
            ? String(field.value)
            : '';
        return (
          <TextField
            {...props}
            select
            label={label}
            name={field.name}
            value={value}
            onChange={(event) => {
              const id = event.target.value === '' ? null : Number(event.target.value);
              if (onPick) onPick(id);
              else field.onChange(id);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message || helperText}
          >
            {options.map((option) => (
              <MenuItem key={option.Id} value={String(option.Id)} disabled={option.IsDisabled}>
                {option.Description}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
