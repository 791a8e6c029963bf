import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { useCreateLot, useCustomOrgSetting, useDevelopmentProfile } from '../api/lots-api';
import { pathAfterCreate } from '../hooks/after-create';
import type { AfterCreateLookups } from '../hooks/after-create';
import { useIdParam } from '../../../lib/route-params';
import { LoadError } from '../../../ui/load-error';
import { LotDetailsForm } from './lot-details-form';
import type { LotFormValues } from './lot-details-form';
import { screens } from '../../../config/screens';

const emptyLot: LotFormValues = {
  address: '',
  customLotFieldValue: '',
  description: '',
  isDesignLocked: false,
};

/**
 * /create-lot/{projectId}/{type} (document 2 §2, §4): creates a lot in a development, then goes
 * on to choose its design: the one baseline (or its presets), the chooser, or the no-baseline
 * notice. If that look-up fails the new lot's details open (nothing is lost).
 */
export function CreateLotPage({ lookups }: { lookups?: AfterCreateLookups }) {
  const projectId = useIdParam('projectId');
  if (projectId === null) return <NotFoundPage />;
  return <CreateLot projectId={projectId} lookups={lookups} />;
}

function CreateLot({
  projectId,
  lookups,
}: {
  projectId: number;
  lookups: AfterCreateLookups | undefined;
}) {
  const navigate = useNavigate();
  const development = useDevelopmentProfile(projectId);
  const labels = useCustomOrgSetting(development.data?.OrgId);
  const create = useCreateLot();

  if (development.isPending || (development.isSuccess && labels.isPending))
    return <PageSpinner label="Loading the development" />;
  if (development.isError)
    return <LoadError error={development.error} onRetry={() => void development.refetch()} />;
  if (labels.isError)
    return <LoadError error={labels.error} onRetry={() => void labels.refetch()} />;
  const project = development.data;

  async function submit(values: LotFormValues) {
    const structureId = await create.mutateAsync({
      projectId,
      address: values.address,
      customLotFieldValue: values.customLotFieldValue,
      description: values.description,
    });
    let next: string;
    try {
      next = await pathAfterCreate(projectId, structureId, lookups);
    } catch (error) {
      console.error('Baseline look-up after creating the lot failed', error);
      next = screens.lotDetails.href(structureId);
    }
    return () => void navigate(next, { replace: true });
  }

  return (
    <Box component="section" aria-labelledby="create-lot-heading">
      <Typography id="create-lot-heading" variant="h5" component="h2">
        New lot
      </Typography>
      {project.IsArchived ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          This development is archived; lots cannot be added to it.
        </Alert>
      ) : !project.IsAdminCoordinator ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Only the development's coordinators can create lots.
        </Alert>
      ) : null}
      <LotDetailsForm
        projectName={project.Name}
        customLabel={labels.data?.LotLabel ?? ''}
        initialValues={emptyLot}
        isNew
        isBuilt={false}
        isReadOnly={project.IsArchived || !project.IsAdminCoordinator}
        isDesignLocked={false}
        canLockDesign={false}
        onSubmit={submit}
      />
    </Box>
  );
}
