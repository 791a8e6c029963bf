import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Settings from '@mui/icons-material/Settings';
import ViewList from '@mui/icons-material/ViewList';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '../../../ui/not-found-page';
import { ComingLater } from '../../../ui/coming-later';
import { useDevelopmentProfile } from '../api/developments-api';
import { useRouteId } from '../../../lib/route-params';
import { useSlot } from '../../../lib/slots';
import { QueryState } from '../../../ui/query-state';
import { RichTextView } from '../../../ui/rich-text-view';
import { SettingsSection } from '../../../ui/settings-section';
import { isScreenReady, screens } from '../../../config/screens';

function LinkButton({
  to,
  icon,
  children,
  variant = 'outlined',
}: {
  to: string;
  icon: ReactNode;
  children: string;
  variant?: 'outlined' | 'contained';
}) {
  if (!isScreenReady(to)) {
    return (
      <ComingLater>
        <Button
          variant={variant}
          startIcon={icon}
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          sx={{ opacity: 0.6, cursor: 'default' }}
        >
          {children}
        </Button>
      </ComingLater>
    );
  }
  return (
    <Button component={RouterLink} to={to} variant={variant} startIcon={icon}>
      {children}
    </Button>
  );
}

function Facts({ facts }: { facts: readonly [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(96px, max-content) 1fr',
          sm: 'minmax(140px, max-content) 1fr',
        },
        columnGap: { xs: 2, sm: 3 },
        rowGap: 0.5,
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * /development/{id}: the development's details, custom fields, description and targets, with
 * links to its lots, targets and (admin coordinators) settings.
 */
export function DevelopmentPage() {
  const projectId = useRouteId('id');
  const DevelopmentTargets = useSlot('DevelopmentTargets');
  const profile = useDevelopmentProfile(Math.max(projectId, 1));
  if (projectId < 1) return <NotFoundPage />;
  return (
    <QueryState query={profile} label="development">
      {(development) => {
        const facts: [string, string][] = [
          ['Organisation', development.OrgName],
          ['Project type', development.ProjectTypeName],
          ['Location', development.Address],
          ['Project manager', development.ProjectManager],
          ['Developer', development.Developer],
          [
            'Land area',
            development.LandArea === null
              ? ''
              : `${development.LandArea.toLocaleString('en-AU')} m²`,
          ],
          ['Lots', String(development.LotCount)],
          ...development.CustomFields.map((field): [string, string] => [field.Label, field.Value]),
        ];
        if (development.Prepaid)
          facts.push(['Prepaid credit balance', String(development.CreditsBalance)]);
        return (
          <Box>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {development.Name}
                </Typography>
                {development.IsArchived ? (
                  <Chip icon={<Archive />} label="Archived" size="small" />
                ) : null}
              </Box>
              <Facts facts={facts} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
                <LinkButton
                  to={screens.findLot.href(development.ProjectId)}
                  icon={<ViewList />}
                  variant="contained"
                >
                  Lots
                </LinkButton>
                <LinkButton
                  to={screens.projectTargets.href(development.ProjectId)}
                  icon={<FlagOutlined />}
                >
                  Targets
                </LinkButton>
                {development.IsAdminCoordinator ? (
                  <LinkButton
                    to={screens.projectProfile.href(development.ProjectId)}
                    icon={<Settings />}
                  >
                    Settings
                  </LinkButton>
                ) : null}
              </Box>
            </Paper>
            {development.Description ? (
              <SettingsSection title="Description">
                <RichTextView html={development.Description} label="Description" />
              </SettingsSection>
            ) : null}
            <DevelopmentTargets projectId={development.ProjectId} />
          </Box>
        );
      }}
    </QueryState>
  );
}
