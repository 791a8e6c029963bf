import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryState } from '../../../ui/query-state';
import { useRouteId } from '../../../lib/route-params';
import { EmptyListStatus } from '../../../ui/empty-list-status';
import { useProjectTargets } from '../api/targets-api';
import { TargetSummary, targetTitle } from './target-summary';
import { screens } from '../../../config/screens';

/**
 * /project-targets/{projectId}: the development's targets, each with its cost figure; ADD TARGET
 * and edit for admin coordinators; Save and Continue goes to the development page.
 */
export function ProjectTargetsPage() {
  const projectId = useRouteId('projectId');
  const targets = useProjectTargets(projectId);
  if (projectId < 1) return <NotFoundPage />;
  return (
    <QueryState query={targets} label="targets">
      {(data) => (
        <Box sx={{ maxWidth: 760, mx: 'auto' }}>
          {data.IsAdminCoordinator ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
              <Button
                component={RouterLink}
                to={screens.projectTarget.href(projectId, 0)}
                variant="contained"
                color="secondary"
                startIcon={<Add />}
              >
                ADD TARGET
              </Button>
            </Box>
          ) : null}
          {data.ProjectTargets.length === 0 ? (
            <EmptyListStatus>No targets set yet.</EmptyListStatus>
          ) : (
            <Box
              component="ul"
              aria-label="Targets"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {data.ProjectTargets.map((target) => (
                <Paper
                  component="li"
                  variant="outlined"
                  key={target.Id}
                  sx={{ p: { xs: 2, sm: 2.5 } }}
                >
                  <TargetSummary target={target} />
                  {data.IsAdminCoordinator ? (
                    <Button
                      component={RouterLink}
                      to={screens.projectTarget.href(projectId, target.Id)}
                      startIcon={<Edit />}
                      size="small"
                      sx={{ mt: 1 }}
                      aria-label={`Edit ${targetTitle(target)}`}
                    >
                      Edit
                    </Button>
                  ) : null}
                </Paper>
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
            <Button
              component={RouterLink}
              to={screens.development.href(projectId)}
              variant="contained"
              size="large"
            >
              Save and Continue
            </Button>
          </Box>
        </Box>
      )}
    </QueryState>
  );
}
