import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { creditMessages } from '@circa/contract/credits.schema';
import { formatMessage } from '@circa/contract/messages';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { useRequestCreditApproval, useUseCredits } from '../api/credits-api';
import { creditDialogStart, creditsDue, creditsFor, isAboveLimit } from '../credit-dialog-state';
import type { CreditDialogStart } from '../credit-dialog-state';
import { screens } from '../../../config/screens';
import type { CreditDialogProps } from '../../../lib/slots';

export type { CreditDialogProps };

export type { PaymentPopUp } from '../credit-dialog-state';

type Step = CreditDialogStart | 'requestForm' | 'requestSent' | 'creditUsed';

/** How long 'Credit Used' shows before the dialog goes on to the destination. */
export const creditUsedPauseMs = 1500;

const titles: Record<Step, string> = {
  outOfCredits: 'Out of Credits',
  useCredits: 'Use Credits',
  needsApproval: 'Use Credits',
  paymentRequired: 'Payment Required',
  requestForm: 'Request Approval',
  requestSent: 'Request Sent',
  creditUsed: 'Credit Used',
};

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function CreditSteps({
  structureId,
  destination,
  payment,
  dwellings,
  onClose,
  onPaid,
  ids,
}: Omit<CreditDialogProps, 'open'> & { ids: { title: string; text: string } }) {
  const navigate = useNavigate();
  const lotCredits = creditsFor(dwellings);
  const credits = creditsDue(payment, lotCredits);
  const [step, setStep] = useState<Step>(() => creditDialogStart(payment, lotCredits));
  const [requestInfo, setRequestInfo] = useState('');
  const [requestError, setRequestError] = useState<string | undefined>();
  const useCredits = useUseCredits();
  const requestApproval = useRequestCreditApproval();
  const limitText = formatMessage(creditMessages.lotLimit, { n: payment.MaxCreditsPerLot ?? 0 });

  useEffect(() => {
    if (step !== 'creditUsed') return;
    const timer = setTimeout(onPaid, creditUsedPauseMs);
    return () => clearTimeout(timer);
  }, [step, onPaid]);

  const title = <DialogTitle id={ids.title}>{titles[step]}</DialogTitle>;
  const text = (content: string) => <DialogContentText id={ids.text}>{content}</DialogContentText>;

  switch (step) {
    case 'outOfCredits':
      return (
        <>
          {title}
          <DialogContent>
            {text(
              formatMessage(creditMessages.outOfCredits, { supportEmail: payment.SupportEmail }),
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Continue
            </Button>
          </DialogActions>
        </>
      );
    case 'paymentRequired':
      return (
        <>
          {title}
          <DialogContent>
            {text(
              `${payment.OrgName} has no credits for this lot. Pay by card to see its results.`,
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="contained"
              onClick={() => void navigate(screens.payment.href(structureId, destination))}
            >
              Pay Now
            </Button>
          </DialogActions>
        </>
      );
    case 'needsApproval':
      return (
        <>
          {title}
          <DialogContent>{text(limitText)}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={() => setStep('requestForm')}>
              Request Approval
            </Button>
          </DialogActions>
        </>
      );
    case 'requestForm':
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (requestApproval.isPending) return;
            if (requestInfo.trim() === '') {
              setRequestError(creditMessages.requestInfoRequired);
              return;
            }
            requestApproval.mutate(
              {
                LotId: structureId,
                Dwellings: lotCredits,
                MaxCreditsPerLot: payment.MaxCreditsPerLot,
                RequestInfo: requestInfo,
              },
              { onSuccess: () => setStep('requestSent') },
            );
          }}
        >
          {title}
          <DialogContent>
            {text(
              `Tell the ${payment.OrgName} administrators why this lot needs ${plural(lotCredits, 'credit')}.`,
            )}
            <TextField
              label="Request Information"
              value={requestInfo}
              onChange={(event) => {
                setRequestInfo(event.target.value);
                if (event.target.value.trim() !== '') setRequestError(undefined);
              }}
              error={requestError !== undefined}
              helperText={requestError}
              multiline
              rows={12}
              fullWidth
              required
              autoFocus
              sx={{ mt: 2 }}
            />
            <ErrorAlert error={requestApproval.error ?? undefined} sx={{ mt: 1 }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={requestApproval.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={requestApproval.isPending}>
              Send
            </Button>
          </DialogActions>
        </form>
      );
    case 'requestSent':
      return (
        <>
          {title}
          <DialogContent>
            {text(formatMessage(creditMessages.requestSent, { org: payment.OrgName }))}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Ok
            </Button>
          </DialogActions>
        </>
      );
    case 'creditUsed':
      return (
        <>
          {title}
          <DialogContent>
            {text(`${plural(credits, 'credit')} used: the results of this lot are unlocked.`)}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onPaid}>
              Continue
            </Button>
          </DialogActions>
        </>
      );
    case 'useCredits':
      return (
        <>
          {title}
          <DialogContent>
            {text(
              payment.PaidDwellings > 0
                ? `This lot now has ${plural(lotCredits, 'dwelling')}, of which ${payment.PaidDwellings} ${payment.PaidDwellings === 1 ? 'is' : 'are'} paid for. Unlock its results again with ${plural(credits, 'credit')} (1 credit per dwelling).`
                : `Unlock the results of this lot with ${plural(credits, 'credit')} (1 credit per dwelling).`,
            )}
            {isAboveLimit(payment, lotCredits) ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {limitText} {creditMessages.adminCheckLot}
              </Alert>
            ) : null}
            <ErrorAlert error={useCredits.error ?? undefined} sx={{ mt: 2 }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={useCredits.isPending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={useCredits.isPending}
              onClick={() =>
                useCredits.mutate(structureId, {
                  onSuccess: () => setStep('creditUsed'),
                  onError: (error) => {
                    if (isApiError(error, 'conflict')) setStep('outOfCredits');
                  },
                })
              }
            >
              Use Credits
            </Button>
          </DialogActions>
        </>
      );
  }
}

/**
 * The credit dialog (document 2 §4 "Credit dialog", §8): Use Credits (then 'Credit Used' and on to
 * the destination), Out of Credits, Payment Required with Pay Now to the card payment screen, and
 * above the organisation's limit per lot Request Approval (a further-information form, then
 * 'Request Sent'); an organisation admin is told to check the lot carefully instead. The server
 * decides: a refused Use Credits shows its reason.
 */
export function CreditDialog({ open, onClose, ...props }: CreditDialogProps) {
  const ids = { title: useId(), text: useId() };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
      fullWidth
      maxWidth="sm"
    >
      {open ? <CreditSteps {...props} onClose={onClose} ids={ids} /> : null}
    </Dialog>
  );
}
