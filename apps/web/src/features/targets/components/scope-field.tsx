import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { SelectOption } from '@circa/contract/select-option.schema';
import type { TargetFormValues } from '../hooks/target-rules';

/** The target's scope: the life cycle modules it covers (several may be chosen). */
export function ScopeField({
  control,
  options,
  disabled,
}: {
  control: Control<TargetFormValues>;
  options: readonly SelectOption[];
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name="LcPhases"
      render={({ field, fieldState }) => (
        <FormControl
          component="fieldset"
          error={fieldState.error !== undefined}
          disabled={disabled}
          sx={{ mt: 2, width: '100%' }}
        >
          <FormLabel component="legend">Scope (life cycle modules)</FormLabel>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              columnGap: 2,
            }}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.Id}
                label={option.Description}
                disabled={disabled || option.IsDisabled}
                control={
                  <Checkbox
                    checked={field.value.includes(option.Id)}
                    onBlur={field.onBlur}
                    slotProps={{ input: index === 0 ? { ref: field.ref } : {} }}
                    onChange={(_, checked) =>
                      field.onChange(
                        checked
                          ? [...field.value, option.Id].sort((a, b) => a - b)
                          : field.value.filter((id) => id !== option.Id),
                      )
                    }
                  />
                }
              />
            ))}
          </Box>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
