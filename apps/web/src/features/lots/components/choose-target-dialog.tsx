import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ProjectTargetLine } from '@circa/contract/targets.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { useAvailableProjectTargets } from '../api/lots-api';

export interface ChooseTargetDialogProps {
  open: boolean;
  structureId: number;
  /** The target the savings are shown against (0: the development's default). */
  targetId: number;
  /** Done: the chosen target. */
  onDone: (target: ProjectTargetLine) => void;
  /** Return: closes without a change. */
  onReturn: () => void;
}

/** One line describing a target: its indicator, savings target, unit and scope. */
export function targetSummary(target: ProjectTargetLine): string {
  return [
    target.IndicatorName,
    `${target.SavingsTarget}% savings target`,
    target.AttributeName,
    target.LcPhaseName,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'Choose Project Target' (document 2 §2): the development's targets, with Return and Done. */
export function ChooseTargetDialog({
  open,
  structureId,
  targetId,
  onDone,
  onReturn,
}: ChooseTargetDialogProps) {
  const titleId = useId();
  const targets = useAvailableProjectTargets(structureId, open);
  const [picked, setPicked] = useState<number | null>(null);
  const list = targets.data ?? [];
  const selected =
    picked ?? (list.some((t) => t.Id === targetId) ? targetId : (list[0]?.Id ?? null));
  const chosen = list.find((t) => t.Id === selected);

  function close(done: boolean) {
    setPicked(null);
    if (done && chosen) onDone(chosen);
    else onReturn();
  }

  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Choose Project Target</DialogTitle>
      <DialogContent>
        {targets.isPending ? <PageSpinner label="Loading targets" /> : null}
        <ErrorAlert error={targets.error} />
        {targets.isSuccess && list.length === 0 ? (
          <Typography role="status">This development has no targets.</Typography>
        ) : null}
        {list.length > 0 ? (
          <RadioGroup
            aria-labelledby={titleId}
            value={selected === null ? '' : String(selected)}
            onChange={(event) => setPicked(Number(event.target.value))}
          >
            {list.map((target) => (
              <FormControlLabel
                key={target.Id}
                value={String(target.Id)}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {target.Name || target.IndicatorName}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {targetSummary(target)}
                    </Typography>
                  </>
                }
              />
            ))}
          </RadioGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>Return</Button>
        <Button variant="contained" onClick={() => close(true)} disabled={!chosen}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
