import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { reportRecipientSchema } from '@circa/contract/reports.schema';

/** True when `value` is an email address the server takes. */
export function isValidRecipientEmail(value: string): boolean {
  return reportRecipientSchema.shape.Email.safeParse(value.trim()).success;
}

/**
 * The extra recipient (document 3 §5): Add is enabled only when the typed address is valid; the
 * caller ignores duplicates and checks the added one. Enter adds too.
 */
export function ExtraRecipientField({ onAdd }: { onAdd: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const isValid = isValidRecipientEmail(email);
  const add = () => {
    if (!isValid) return;
    onAdd(email.trim());
    setEmail('');
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Extra recipient"
        name="extraRecipient"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        error={email.trim() !== '' && !isValid}
        helperText={email.trim() !== '' && !isValid ? 'Please enter a valid email address.' : ' '}
        sx={{ flex: 1, m: 0 }}
      />
      <Button
        variant="outlined"
        startIcon={<PersonAdd />}
        disabled={!isValid}
        onClick={add}
        sx={{ mt: 1 }}
      >
        Add
      </Button>
    </Box>
  );
}
