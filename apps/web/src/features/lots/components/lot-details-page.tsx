import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/Archive';
import Unarchive from '@mui/icons-material/Unarchive';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { LotDetails } from '@circa/contract/lots.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { PageSpinner } from '../../../ui/page-spinner';
import { useLotDetails, useSaveLotDetails } from '../api/lots-api';
import { useIdParam } from '../../../lib/route-params';
import { lotPath } from '../lot-routing';
import { ArchiveLotDialog } from './archive-lot-dialog';
import { LoadError } from '../../../ui/load-error';
import { LotDesignsSection } from './lot-designs-section';
import { LotDetailsForm } from './lot-details-form';
import type { LotFormValues } from './lot-details-form';
import { screens } from '../../../config/screens';

/**
 * Where 'Save & Add Build' continues (document 2 §4): the lot routing rule on the lot summary,
 * where a baseline has approved presets when one of the lot's preset builds derives from it.
 */
export function nextPathAfterSave(
  details: Pick<LotDetails, 'LotSummary' | 'PresetBuilds'>,
): string {
  const usable = details.PresetBuilds.filter((preset) => !preset.DisableLink);
  return lotPath(details.LotSummary, (baselineId) =>
    usable.some((preset) => preset.BaselineId === undefined || preset.BaselineId === baselineId),
  );
}

/** /lot-details/{structureId}/{type} (document 2 §2): edits a lot and lists its designs. */
export function LotDetailsPage() {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return <LotDetailsView structureId={structureId} />;
}

function LotDetailsView({ structureId }: { structureId: number }) {
  const navigate = useNavigate();
  const query = useLotDetails(structureId);
  const save = useSaveLotDetails();
  const [isArchiving, setArchiving] = useState(false);

  if (query.isPending) return <PageSpinner label="Loading the lot" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const lot = query.data;
  const isReadOnly = lot.IsReadOnly || lot.IsArchived;
  // The design lock binds everyone but organisation admins (who set and clear it).
  const isDesignLocked = lot.IsDesignLocked && !lot.IsOrgAdmin;

  async function submit(values: LotFormValues) {
    await save.mutateAsync({
      StructureId: lot.StructureId,
      Address: values.address,
      CustomLotFieldValue: values.customLotFieldValue,
      Description: values.description,
      // The spec sends 0: the chosen target only changes what the savings are shown against.
      ProjectTargetId: 0,
      IsDesignLocked: values.isDesignLocked,
    });
    if (lot.IsBuilt) return null;
    const next = nextPathAfterSave(lot);
    return () => void navigate(next);
  }

  return (
    <Box component="section" aria-labelledby="lot-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography
            id="lot-heading"
            variant="h5"
            component="h2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {lot.Name}
          </Typography>
          <Link component={RouterLink} to={screens.findLot.href(lot.ProjectId)} variant="body2">
            {`All lots of ${lot.ProjectName}`}
          </Link>
        </Box>
        {lot.IsAdminCoordinator ? (
          <Button
            variant="outlined"
            color={lot.IsArchived ? 'primary' : 'error'}
            startIcon={lot.IsArchived ? <Unarchive /> : <Archive />}
            aria-haspopup="dialog"
            onClick={() => setArchiving(true)}
          >
            {lot.IsArchived ? 'Unarchive Lot' : 'Archive Lot'}
          </Button>
        ) : null}
      </Box>
      {lot.IsArchived ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          This lot is archived. Unarchive it to make changes.
        </Alert>
      ) : lot.IsReadOnly ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          You have read-only access to this lot.
        </Alert>
      ) : isDesignLocked ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          The design is locked: only an organisation admin can change this lot.
        </Alert>
      ) : null}
      <LotDetailsForm
        projectName={lot.ProjectName}
        customLabel={lot.CustomLotFieldLabel}
        initialValues={{
          address: lot.Address,
          customLotFieldValue: lot.CustomLotFieldValue,
          description: lot.Description,
          isDesignLocked: lot.IsDesignLocked,
        }}
        isNew={false}
        isBuilt={lot.IsBuilt}
        isReadOnly={isReadOnly}
        isDesignLocked={isDesignLocked}
        canLockDesign={lot.IsOrgAdmin}
        onSubmit={submit}
      >
        <LotDesignsSection structureId={lot.StructureId} initialTargetId={lot.ProjectTargetId} />
      </LotDetailsForm>
      <ArchiveLotDialog
        open={isArchiving}
        structureId={lot.StructureId}
        lotName={lot.Name}
        isArchived={lot.IsArchived}
        onClose={() => setArchiving(false)}
        onDone={() => setArchiving(false)}
      />
    </Box>
  );
}
