import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { useProjectTargets } from '../api/targets-api';
import { TargetSummary } from './target-summary';
import { SettingsSection } from '../../../ui/settings-section';

/** The targets summary on the development page. */
export function DevelopmentTargets({ projectId }: { projectId: number }) {
  const targets = useProjectTargets(projectId);
  let body;
  if (targets.isPending) body = <PageSpinner label="Loading targets" />;
  else if (targets.isError) body = <ErrorAlert error={targets.error} sx={{ mt: 1 }} />;
  else if (targets.data.ProjectTargets.length === 0) {
    body = <Typography sx={{ mt: 1, color: 'text.secondary' }}>No targets set yet.</Typography>;
  } else {
    body = (
      <Box component="ul" aria-label="Targets" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {targets.data.ProjectTargets.map((target, index) => (
          <Box component="li" key={target.Id} sx={{ pt: 1.5 }}>
            {index > 0 ? <Divider sx={{ mb: 1.5 }} /> : null}
            <TargetSummary target={target} />
          </Box>
        ))}
      </Box>
    );
  }
  return <SettingsSection title="Targets">{body}</SettingsSection>;
}
