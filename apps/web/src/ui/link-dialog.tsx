import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

/** Only web and mail links (the server drops other schemes too). */
export function normaliseHref(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function LinkForm({
  titleId,
  initialHref,
  onClose,
  onApply,
}: {
  titleId: string;
  initialHref: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const [text, setText] = useState(initialHref);
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const href = normaliseHref(text);
        if (href === null)
          setError('Please enter a web address (https://…) or an email link (mailto:…).');
        else onApply(href);
      }}
    >
      <DialogTitle id={titleId}>Link</DialogTitle>
      <DialogContent>
        <TextField
          label="Link address"
          value={text}
          autoFocus
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          error={error !== undefined}
          helperText={error ?? 'Leave empty to remove the link.'}
          inputMode="url"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </DialogActions>
    </form>
  );
}

/** Asks for a link address for the selected text ('' removes the link). */
export function LinkDialog({
  open,
  initialHref,
  onClose,
  onApply,
}: {
  open: boolean;
  initialHref: string;
  onClose: () => void;
  onApply: (href: string) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      {open ? (
        <LinkForm titleId={titleId} initialHref={initialHref} onClose={onClose} onApply={onApply} />
      ) : null}
    </Dialog>
  );
}
