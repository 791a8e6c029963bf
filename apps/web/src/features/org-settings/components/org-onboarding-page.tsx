import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { orgSettingsMessages } from '@circa/contract/org-settings.schema';
import type { OrgOnboardingDetails } from '@circa/contract/org-settings.schema';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundPage } from '../../../ui/not-found-page';
import { RichTextEditor } from '../../../ui/rich-text-editor';
import {
  useOrgOnboarding,
  useResetOnboarding,
  useSaveOrgOnboarding,
} from '../api/org-settings-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';

/** /org-onboarding/{id} (document 3 §2 "Organisation settings and onboarding"; admins). */
export function OrgOnboardingPage() {
  const orgId = useRouteId('orgId');
  const onboarding = useOrgOnboarding(orgId);
  if (orgId <= 0) return <NotFoundPage />;
  return (
    <QueryStateWithRefusal query={onboarding} label="onboarding">
      {(data) => <OnboardingForm key={data.Id} saved={data} />}
    </QueryStateWithRefusal>
  );
}

/**
 * Title and rich-text content of the message members see once on the organisation dashboard and
 * their designs and results; Reset shows it again to every member.
 */
function OnboardingForm({ saved }: { saved: OrgOnboardingDetails }) {
  const [title, setTitle] = useState(saved.OnboardingTitle);
  const [content, setContent] = useState(saved.OnboardingContent);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [isResetOpen, setResetOpen] = useState(false);
  const save = useSaveOrgOnboarding();
  const reset = useResetOnboarding();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (title.trim() === '') {
      setTitleError(orgSettingsMessages.onboardingTitleRequired);
      return;
    }
    save.mutate(
      { id: saved.Id, title, content },
      {
        onSuccess: (next) => {
          setTitle(next.OnboardingTitle);
          setNotice('Onboarding saved.');
        },
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Box component="form" noValidate aria-label="Onboarding" onSubmit={submit}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Members see this message once, on the organisation dashboard, their designs and results,
          until you reset the onboarding status.
        </Typography>
        <TextField
          label="Onboarding title"
          name="title"
          required
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(undefined);
          }}
          error={titleError !== undefined}
          helperText={titleError}
        />
        <RichTextEditor
          label="Onboarding content"
          initialValue={saved.OnboardingContent}
          onChange={setContent}
        />
        <ErrorAlert error={save.error ?? reset.error ?? undefined} sx={{ mt: 2 }} />
        {notice ? (
          <Typography role="status" color="success.main" sx={{ mt: 2 }}>
            {notice}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => setResetOpen(true)}
            disabled={reset.isPending || save.isPending}
          >
            RESET ONBOARDING STATUS
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button type="submit" variant="contained" disabled={save.isPending}>
            SAVE
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={isResetOpen}
        title="Reset onboarding status"
        confirmLabel="Reset"
        cancelLabel="Cancel"
        isBusy={reset.isPending}
        onCancel={() => setResetOpen(false)}
        onConfirm={() =>
          reset.mutate(saved.Id, {
            onSuccess: () => {
              setResetOpen(false);
              setNotice('Every member will see the onboarding message again.');
            },
          })
        }
      >
        Every member of the organisation will see the onboarding message again, once.
      </ConfirmDialog>
    </Paper>
  );
}
