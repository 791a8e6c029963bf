import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryState } from '../../../ui/query-state';
import { useRouteId } from '../../../lib/route-params';
import { useTargetSelection } from '../api/targets-api';
import { TargetForm } from './target-form';
import { TargetSummary } from './target-summary';
import { screens } from '../../../config/screens';

/**
 * /project-targets/{projectId}/{projectTargetId} (0: a new target). Admin coordinators edit;
 * other users see the target without anything to edit.
 */
export function ProjectTargetPage() {
  const projectId = useRouteId('projectId');
  const targetId = useRouteId('projectTargetId');
  const selection = useTargetSelection(projectId, targetId);
  if (projectId < 1 || targetId < 0) return <NotFoundPage />;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <QueryState query={selection} label="target">
        {(data) =>
          data.IsAdminCoordinator ? (
            <TargetForm key={`${projectId}-${targetId}`} projectId={projectId} selection={data} />
          ) : targetId === 0 ? (
            <NotFoundPage />
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TargetSummary target={data.Target} />
              <Button
                component={RouterLink}
                to={screens.projectTargets.href(projectId)}
                variant="outlined"
                sx={{ mt: 2 }}
              >
                Back to targets
              </Button>
            </Paper>
          )
        }
      </QueryState>
    </Box>
  );
}
