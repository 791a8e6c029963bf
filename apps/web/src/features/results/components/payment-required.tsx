import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UnlockDialog } from './unlock-dialog';

/** The 'Payment is required.' state of the indicator screens, with the payment dialog. */
export function PaymentRequired({
  structureId,
  destination,
}: {
  structureId: number;
  destination: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Box role="status" sx={{ py: 5, display: 'grid', justifyItems: 'center', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>Payment is required.</Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Unlock results
      </Button>
      {isOpen ? (
        <UnlockDialog
          open
          structureId={structureId}
          destination={destination}
          onClose={() => setOpen(false)}
          onPaid={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}
