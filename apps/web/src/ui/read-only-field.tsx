import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

/** A read-only text box, shaded so it does not look editable (e.g. the sign-in email). */
export function ReadOnlyField({ slotProps, sx, ...props }: Omit<TextFieldProps, 'variant'>) {
  return (
    <TextField
      {...props}
      sx={[
        { '& .MuiInputBase-root': { bgcolor: 'action.hover' } },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
      slotProps={{ ...slotProps, htmlInput: { readOnly: true, 'aria-readonly': true } }}
    />
  );
}
