import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

/**
 * Enable All and Disable All (document 3 §2); Disable All asks first, saying what it turns off.
 */
export function AllButtons({
  disabled,
  disableAllQuestion,
  onSet,
}: {
  disabled: boolean;
  disableAllQuestion: string;
  onSet: (isEnabled: boolean) => void;
}) {
  const [isAsking, setAsking] = useState(false);
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button variant="outlined" disabled={disabled} onClick={() => onSet(true)}>
        Enable All
      </Button>
      <Button
        variant="outlined"
        color="warning"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        Disable All
      </Button>
      <ConfirmDialog
        open={isAsking}
        title="Disable All"
        confirmLabel="Disable All"
        cancelLabel="Cancel"
        isDestructive
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onSet(false);
        }}
      >
        {disableAllQuestion}
      </ConfirmDialog>
    </Stack>
  );
}
