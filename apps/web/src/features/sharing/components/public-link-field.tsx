import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ReadOnlyField } from '../../../ui/read-only-field';
import { useCopyConfirmation } from '../hooks/copy-confirmation';

/**
 * The design's public link in a read-only box with Copy Link; "Link copied" shows for 2 seconds
 * (document 3 §2, §9) and is announced to screen readers.
 */
export function PublicLinkField({ url }: { url: string }) {
  const { state, copy } = useCopyConfirmation();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ReadOnlyField
          label="Shareable link"
          value={url}
          sx={{ flex: '1 1 280px' }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy(url)}>
          Copy Link
        </Button>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' ? 'error' : 'success.main'}
        sx={{ minHeight: '1.5em' }}
      >
        {state === 'copied'
          ? 'Link copied'
          : state === 'failed'
            ? 'The browser did not allow copying: select the link and copy it.'
            : ''}
      </Typography>
    </Box>
  );
}
