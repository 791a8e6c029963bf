import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import type { TargetFormValues } from '../hooks/target-rules';
import { parsePercent } from '../hooks/target-rules';

const range = { min: -100, max: 100 };

/** The savings target: a slider (step 1) and a number box holding the same percentage. */
export function SavingsField({
  control,
  disabled,
  lockedText,
}: {
  control: Control<TargetFormValues>;
  disabled: boolean;
  lockedText?: string;
}) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="SavingsTarget"
      render={({ field, fieldState }) => {
        const percent = parsePercent(field.value);
        const sliderValue = Math.min(range.max, Math.max(range.min, Math.round(percent ?? 0)));
        return (
          <Box sx={{ mt: 2 }}>
            <Typography
              id={labelId}
              component="p"
              sx={{ color: disabled ? 'text.disabled' : 'text.secondary' }}
            >
              Savings target (%)
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
            >
              <Slider
                value={sliderValue}
                min={range.min}
                max={range.max}
                step={1}
                disabled={disabled}
                onChange={(_, value) => field.onChange(String(value))}
                aria-labelledby={labelId}
                valueLabelDisplay="auto"
                marks={[
                  { value: -100, label: '-100' },
                  { value: 0, label: '0' },
                  { value: 100, label: '100' },
                ]}
                sx={{ flex: '1 1 240px', mx: 1 }}
              />
              <TextField
                label="Savings target (%)"
                type="number"
                name={field.name}
                value={field.value}
                disabled={disabled}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                slotProps={{
                  htmlInput: { min: range.min, max: range.max, step: 1, inputMode: 'numeric' },
                }}
                sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
                margin="dense"
              />
            </Box>
            {fieldState.error || lockedText ? (
              <Typography
                variant="caption"
                role={fieldState.error ? 'alert' : undefined}
                sx={{ color: fieldState.error ? 'error.main' : 'text.secondary' }}
              >
                {fieldState.error?.message ?? lockedText}
              </Typography>
            ) : null}
          </Box>
        );
      }}
    />
  );
}
