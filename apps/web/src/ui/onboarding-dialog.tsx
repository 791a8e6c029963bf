import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { getLot, toggleOnboardingStatus } from '@circa/contract/design.routes';
import { getOrgDashboard } from '@circa/contract/org-settings.routes';
import { projectTargetsByStruct } from '@circa/contract/results.routes';
import { callApi } from '../lib/api-client';
import { useApiMutation } from '../lib/api-mutation';
import { ErrorAlert } from './error-alert';
import { shouldShowOnboarding } from './onboarding-rules';
import type { OnboardingContent } from './onboarding-rules';
import { RichTextView } from './rich-text-view';

export { shouldShowOnboarding, type OnboardingContent } from './onboarding-rules';

/**
 * The organisation's onboarding message (document 2 §4 "Design Details", document 3 §2
 * "/org-dashboard"): the confirmation box must be ticked before 'Got It!' marks it read for the
 * caller, so it shows once per user until an admin resets it. (The contract's onboarding Id is
 * the organisation's id: toggleOnboardingStatus takes orgId.)
 */
export function OnboardingDialog({ onboarding }: { onboarding: OnboardingContent }) {
  const ids = { title: useId(), content: useId() };
  const [isOpen, setOpen] = useState(() => shouldShowOnboarding(onboarding));
  const [isConfirmed, setConfirmed] = useState(false);
  // the dialog closes itself; the answers that carry the message are only marked stale, so
  // another screen (or this one again) does not show it once more
  const toggle = useApiMutation({
    mutationFn: (orgId: number) => callApi(toggleOnboardingStatus, { orgId }),
    invalidates: [getOrgDashboard, getLot, projectTargetsByStruct],
    refetch: 'none',
  });
  if (!shouldShowOnboarding(onboarding)) return null;
  return (
    <Dialog
      open={isOpen}
      aria-labelledby={ids.title}
      aria-describedby={ids.content}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={ids.title}>{onboarding.OnboardingTitle}</DialogTitle>
      <DialogContent>
        <div id={ids.content}>
          <RichTextView html={onboarding.OnboardingContent} label={onboarding.OnboardingTitle} />
        </div>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox checked={isConfirmed} onChange={(_, checked) => setConfirmed(checked)} />
          }
          label="I have read and understood this information"
        />
        <ErrorAlert error={toggle.error ?? undefined} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          disabled={!isConfirmed || toggle.isPending}
          onClick={() => toggle.mutate(onboarding.Id, { onSuccess: () => setOpen(false) })}
        >
          Got It!
        </Button>
      </DialogActions>
    </Dialog>
  );
}
