import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { useAttributeInfo } from '../api/customise-api';

/**
 * What a design attribute means (document 2 §3 "Attribute info"): its name, an optional image
 * and its information, HTML the server has sanitised.
 */
export function AttributeInfoDialog({
  attributeId,
  attributeName,
  open,
  onClose,
}: {
  attributeId: number;
  /** Shown as the title until the answer arrives. */
  attributeName: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const info = useAttributeInfo(attributeId, open && attributeId > 0);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId}>{info.data?.Name ?? attributeName}</DialogTitle>
      <DialogContent dividers>
        {info.isPending ? <PageSpinner label="Loading attribute information" /> : null}
        <ErrorAlert error={info.error} />
        {info.data ? (
          <>
            {info.data.InfoImageUrl ? (
              <Box
                component="img"
                src={info.data.InfoImageUrl}
                alt=""
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mx: 'auto', mb: 2 }}
              />
            ) : null}
            <Box
              data-testid="attribute-information"
              sx={{
                typography: 'body2',
                '& p': { my: 1 },
                '& img': { maxWidth: '100%' },
                '& a': { color: 'primary.main' },
              }}
              // The server sanitises attribute information (sanitize-html) before it is stored and sent.
              dangerouslySetInnerHTML={{ __html: info.data.Information }}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
