import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface IntroDialogProps {
  open: boolean;
  isSignedIn: boolean;
  onTellMeMore: () => void;
  onSeenIt: () => void;
  onClose: () => void;
}

/** 'New to the product?' (document 1 §2.5). */
export function IntroDialog({
  open,
  isSignedIn,
  onTellMeMore,
  onSeenIt,
  onClose,
}: IntroDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="intro-title"
      aria-describedby="intro-text"
    >
      <DialogTitle id="intro-title">New to the product?</DialogTitle>
      <DialogContent>
        <DialogContentText id="intro-text">
          Circa gives feedback on the environmental impact and cost of a building design in about 20
          minutes, for the whole building over its whole life.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onSeenIt}>
          {isSignedIn ? 'I have seen it already' : 'I have seen it already, Log me in'}
        </Button>
        <Button variant="contained" onClick={onTellMeMore} autoFocus>
          Tell Me More
        </Button>
      </DialogActions>
    </Dialog>
  );
}
