import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Strategy } from '@circa/contract/public-page.schema';

/** An environmental strategy's Read More dialog: its title, image and whole description. */
export function StrategyDialog({ strategy, onClose }: { strategy: Strategy; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{strategy.Title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {strategy.ImageUrl ? (
          <Box
            component="img"
            src={strategy.ImageUrl}
            alt=""
            sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {strategy.Description || 'No description was given for this component.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
