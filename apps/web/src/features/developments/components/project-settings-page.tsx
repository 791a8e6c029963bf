import Box from '@mui/material/Box';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useProjectSettings } from '../api/developments-api';
import { useRouteId } from '../../../lib/route-params';
import { ArchiveSection } from './archive-section';
import { NoOrganisationNotice } from './no-organisation-notice';
import { ProjectSettingsForm } from './project-settings-form';
import { QueryState } from '../../../ui/query-state';

/**
 * The project settings form: /new-development/{id}/{orgId} (id 0: a new development, orgId 0:
 * the user picks the organisation) and /project-profile/{id} (an existing one, with archive).
 */
export function ProjectSettingsPage() {
  const routeProjectId = useRouteId('id');
  const routeOrgId = useRouteId('orgId');
  const projectId = Math.max(routeProjectId, 0);
  const orgId = Math.max(routeOrgId, 0);
  const settings = useProjectSettings(projectId, orgId);
  if (routeProjectId < 0) return <NotFoundPage />;
  return (
    <QueryState query={settings} label="project settings">
      {(data) => (
        <Box sx={{ maxWidth: 760, mx: 'auto' }}>
          {projectId === 0 && data.Organisations.length === 0 ? (
            <NoOrganisationNotice />
          ) : (
            <ProjectSettingsForm
              key={`${projectId}-${orgId}`}
              settings={data}
              projectId={projectId}
            />
          )}
          {projectId > 0 && data.OrganisationId !== null ? (
            <Box sx={{ mt: 3 }}>
              <ArchiveSection
                projectId={projectId}
                orgId={data.OrganisationId}
                isArchived={data.IsArchived}
              />
            </Box>
          ) : null}
        </Box>
      )}
    </QueryState>
  );
}
