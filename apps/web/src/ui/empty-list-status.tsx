import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Why a list shows nothing (empty, or no match for the search), announced to screen readers. */
export function EmptyListStatus({ children }: { children: ReactNode }) {
  return (
    <Typography role="status" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}
