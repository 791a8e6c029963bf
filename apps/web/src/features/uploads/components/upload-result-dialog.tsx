import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { UploadResponse } from '@circa/contract/uploads.schema';
import { uploadErrorDetail, uploadErrorText } from '../api/uploads-api';

/** What an upload came to: the server's answer, or a failed call. */
export type UploadOutcome =
  { kind: 'answer'; result: UploadResponse } | { kind: 'error'; error: unknown };

export interface UploadResultDialogProps {
  outcome: UploadOutcome | null;
  /** 'See Project' or 'See Lot'. */
  seeLabel: string;
  seeTo: string;
  onUploadAnother: () => void;
}

/** True when the file was imported: no error message and no problem rows. */
export function isUploadSuccess(result: UploadResponse): boolean {
  return result.ErrorMessage.trim() === '' && result.Problems.length === 0;
}

function FailureText({ outcome }: { outcome: UploadOutcome }) {
  if (outcome.kind === 'error') {
    const detail = uploadErrorDetail(outcome.error);
    return (
      <>
        <DialogContentText>{uploadErrorText(outcome.error)}</DialogContentText>
        {detail ? <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText> : null}
      </>
    );
  }
  const { ErrorMessage, Problems } = outcome.result;
  return (
    <>
      <DialogContentText>
        {ErrorMessage || 'Nothing was imported. Fix these rows and upload the file again.'}
      </DialogContentText>
      {Problems.length > 0 ? (
        <List
          dense
          aria-label="Problems in the file"
          sx={{
            maxHeight: 320,
            overflow: 'auto',
            mt: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {Problems.map((problem, index) => (
            <ListItem key={`${problem.Line}-${index}`} divider={index < Problems.length - 1}>
              <Typography variant="body2">{`Line ${problem.Line}: ${problem.Reason}`}</Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </>
  );
}

/**
 * The upload result (document 3 "Project upload and lot upload"): success with See Project/Lot
 * and Upload Another File, or the failure with every problem row (nothing was imported).
 */
export function UploadResultDialog({
  outcome,
  seeLabel,
  seeTo,
  onUploadAnother,
}: UploadResultDialogProps) {
  const isSuccess = outcome?.kind === 'answer' && isUploadSuccess(outcome.result);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={outcome !== null}
      onClose={onUploadAnother}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{isSuccess ? 'Upload complete' : 'Upload failed'}</DialogTitle>
      <DialogContent id={textId}>
        {outcome === null ? null : isSuccess && outcome.kind === 'answer' ? (
          <DialogContentText>{outcome.result.SuccessMessage}</DialogContentText>
        ) : (
          <FailureText outcome={outcome} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onUploadAnother} autoFocus={!isSuccess}>
          Upload Another File
        </Button>
        {isSuccess ? (
          <Button component={RouterLink} to={seeTo} variant="contained" autoFocus>
            {seeLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
