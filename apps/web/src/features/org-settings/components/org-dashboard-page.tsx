import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { OrgDashboard } from '@circa/contract/org-settings.schema';
import { useRouteId } from '../../../lib/route-params';
import { NotFoundPage } from '../../../ui/not-found-page';
import { OnboardingDialog } from '../../../ui/onboarding-dialog';
import { useOrgDashboard } from '../api/org-settings-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';

/**
 * /org-dashboard/{id}: the organisation's portfolio at a glance (document 3 §2 says only "coming
 * soon"; issue 11 item 7), with the onboarding message once per member.
 */
export function OrgDashboardPage() {
  const orgId = useRouteId('orgId');
  const dashboard = useOrgDashboard(orgId);
  if (orgId <= 0) return <NotFoundPage />;
  return (
    <QueryStateWithRefusal query={dashboard} label="dashboard">
      {(data) => (
        <>
          <Dashboard data={data} />
          <OnboardingDialog key={data.OrgId} onboarding={data.Onboarding} />
        </>
      )}
    </QueryStateWithRefusal>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function Tile({
  title,
  headline,
  children,
}: {
  title: string;
  headline: string;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 1 }}>
        {headline}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </Paper>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "n of m (p %)" of submitted lots achieving every target, or why there is no share. */
export function targetsHeadline(t: OrgDashboard['Targets']): string {
  const assessed = t.SubmittedWithTargets - t.Unassessed;
  if (assessed <= 0) return '–';
  return `${Math.round((t.Achieved / assessed) * 100)} %`;
}

function Dashboard({ data }: { data: OrgDashboard }) {
  const { Developments: d, Lots: l, Credits: c, Targets: t } = data;
  const activeLots = l.NotStarted + l.InProgress + l.Submitted;
  const isNew = d.Active + d.Archived === 0;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {data.OrgName}
      </Typography>
      {isNew ? (
        <Paper variant="outlined" sx={{ p: 3, mb: 2 }}>
          <Typography sx={{ mb: 2 }}>
            This organisation has no developments yet. Add one to start assessing its lots.
          </Typography>
          <Button
            component={RouterLink}
            to={`/new-development/0/${data.OrgId}`}
            variant="contained"
          >
            ADD A PROJECT
          </Button>
        </Paper>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Tile title="Developments" headline={String(d.Active)}>
          <Figure label="Active" value={d.Active} />
          <Figure label="Archived" value={d.Archived} />
        </Tile>
        <Tile title="Lots" headline={String(activeLots)}>
          <Figure label="No design yet" value={l.NotStarted} />
          <Figure label="Design in progress" value={l.InProgress} />
          <Figure label="Submitted" value={l.Submitted} />
          <Figure label="Archived" value={l.Archived} />
        </Tile>
        <Tile
          title="Credits left"
          headline={String(c.OrganisationBalance + c.AllocatedToDevelopments)}
        >
          <Figure label="Organisation balance" value={c.OrganisationBalance} />
          <Figure label="Allocated to developments" value={c.AllocatedToDevelopments} />
          <Figure label="Used on lots" value={c.Used} />
        </Tile>
        <Tile title="Submitted lots meeting targets" headline={targetsHeadline(t)}>
          <Figure label="Meeting every target" value={t.Achieved} />
          <Figure label="Submitted, with targets" value={t.SubmittedWithTargets} />
          {t.Unassessed > 0 ? <Figure label="Could not be assessed" value={t.Unassessed} /> : null}
        </Tile>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t.SubmittedWithTargets === 0
          ? 'No submitted lot of an active development with targets yet.'
          : `${plural(t.Achieved, 'submitted lot')} of ${t.SubmittedWithTargets} meet${t.Achieved === 1 ? 's' : ''} every target of ${t.Achieved === 1 ? 'its' : 'their'} development, by the same rule as the results screen's 'Targets achieved'.`}
        {t.Unassessed > 0
          ? ` ${plural(t.Unassessed, 'lot')} could not be assessed (no baseline, or the design cannot be evaluated) and ${t.Unassessed === 1 ? 'is' : 'are'} left out of the share.`
          : ''}
      </Typography>
    </Box>
  );
}
