import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** A labelled switch bound to a boolean field; `onToggle` replaces the plain update. */
export function FormSwitch<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  onToggle,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  onToggle?: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            sx={{ mt: 1 }}
            disabled={disabled}
            control={
              <Switch
                name={field.name}
                checked={field.value === true}
                onBlur={field.onBlur}
                onChange={(_, checked) => (onToggle ? onToggle(checked) : field.onChange(checked))}
                slotProps={{
                  input: {
                    ref: field.ref,
                    ...(helperText ? { 'aria-describedby': helperId } : {}),
                  },
                }}
              />
            }
            label={label}
          />
          {helperText ? (
            <FormHelperText id={helperId} sx={{ mt: -0.5, ml: 6 }}>
              {helperText}
            </FormHelperText>
          ) : null}
        </div>
      )}
    />
  );
}
