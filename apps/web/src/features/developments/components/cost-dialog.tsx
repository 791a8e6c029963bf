import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { useCostInfo } from '../api/developments-api';
import { formatCost } from '../../../lib/format-cost';

/** Title of the cost dialog (document 3: "a dialog titled with the product's costs"). */
export const costDialogTitle = 'Circa costs';

function CostText({ projectId }: { projectId: number }) {
  const cost = useCostInfo(projectId);
  if (cost.isPending) return <PageSpinner label="Loading costs" />;
  if (cost.isError) return <ErrorAlert error={cost.error} />;
  return (
    <>
      <DialogContentText sx={{ mb: 1.5 }}>
        {`Results and submission of a design cost ${formatCost(cost.data.UnitCost, cost.data.Currency)} per dwelling.`}
      </DialogContentText>
      <DialogContentText>
        One credit pays for one dwelling. Credits prepaid by the organisation or allocated to this
        project are used first; otherwise a design is paid by card when it is submitted.
      </DialogContentText>
    </>
  );
}

/**
 * The cost dialog shown before a project is saved (document 3 "Project settings form"): the unit
 * cost per dwelling and its currency (getCostInfo). CONTINUE saves; CANCEL returns to the form.
 */
export function CostDialog({
  open,
  projectId,
  isBusy,
  onContinue,
  onCancel,
}: {
  open: boolean;
  projectId: number;
  isBusy: boolean;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{costDialogTitle}</DialogTitle>
      <DialogContent>{open ? <CostText projectId={projectId} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          CANCEL
        </Button>
        <Button variant="contained" onClick={onContinue} disabled={isBusy} autoFocus>
          {isBusy ? 'SAVING…' : 'CONTINUE'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
