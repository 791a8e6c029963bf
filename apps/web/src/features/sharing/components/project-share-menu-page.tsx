import ArrowBack from '@mui/icons-material/ArrowBack';
import Assessment from '@mui/icons-material/Assessment';
import Typography from '@mui/material/Typography';
import { Level } from '@circa/contract/enums';
import type { ProjectShareDetails } from '@circa/contract/sharing.schema';
import { screens } from '../../../config/screens';
import { useRouteId } from '../../../lib/route-params';
import { NotFoundPage } from '../../../ui/not-found-page';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { useProjectShareDetails } from '../api/sharing-api';
import type { ShareMenuEntry } from './share-menu';
import { ShareMenu } from './share-menu';

function entries(details: ProjectShareDetails): ShareMenuEntry[] {
  const id = details.ProjectId;
  const back = { icon: <ArrowBack />, label: 'Back', to: screens.development.href(id) };
  if (!details.CanUserAccessProjectApi) return [back];
  return [
    {
      icon: <Assessment />,
      label: 'Reports',
      detail: 'Reports of every lot against the targets',
      to: screens.shareReports.href(id, Level.Project),
    },
    back,
  ];
}

/**
 * /share/{projectId}/2 (document 3 §2): a development's share menu. Its reports are for the
 * development's admin coordinators only ("Project share reports are visible only when the user
 * can access the project API").
 */
export function ProjectShareMenuPage() {
  const projectId = useRouteId('id');
  const details = useProjectShareDetails(projectId);
  if (projectId < 1) return <NotFoundPage />;
  return (
    <QueryStateWithRefusal query={details} label="share details">
      {(d) => (
        <TitledPageSection title={d.ProjectName}>
          {d.CanUserAccessProjectApi ? null : (
            <Typography role="status">
              Only admin coordinators of the development can see its reports.
            </Typography>
          )}
          <ShareMenu label="Share" entries={entries(d)} />
        </TitledPageSection>
      )}
    </QueryStateWithRefusal>
  );
}
