import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TrackChanges from '@mui/icons-material/TrackChanges';
import type { ProjectTargetLine } from '@circa/contract/targets.schema';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { useDesignPhases } from '../api/lots-api';
import { ChooseTargetDialog } from './choose-target-dialog';

/** How a design's reduction shows (document 2 §9): percent with 'Reduction' or 'Increase'. */
export function reductionText(reduction: number | null): string {
  if (reduction === null) return 'Not calculated yet';
  const percent = `${Math.abs(Math.round(reduction * 10) / 10)}%`;
  return reduction < 0 ? `${percent} Increase` : `${percent} Reduction`;
}

/** Warning colour when negative, secondary colour when positive (document 2 §2). */
export function reductionColour(reduction: number | null): 'warning' | 'secondary' | 'default' {
  if (reduction === null || reduction === 0) return 'default';
  return reduction < 0 ? 'warning' : 'secondary';
}

/**
 * The Designs list of a lot (document 2 §2): designs grouped by design phase, each with its name,
 * purpose and savings on the chosen project target ('Choose Project Target').
 */
export function LotDesignsSection({
  structureId,
  initialTargetId,
}: {
  structureId: number;
  initialTargetId: number;
}) {
  const [target, setTarget] = useState<{ id: number; name: string | null }>({
    id: initialTargetId,
    name: null,
  });
  const [isChoosing, setChoosing] = useState(false);
  const phases = useDesignPhases(structureId, target.id);
  const data = phases.data;

  function choose(line: ProjectTargetLine) {
    setTarget({ id: line.Id, name: line.Name || line.IndicatorName });
    setChoosing(false);
  }

  return (
    <Box component="section" aria-labelledby="designs-heading" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="designs-heading" variant="h6" component="h3" sx={{ flex: 1 }}>
          Designs
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<TrackChanges />}
          aria-haspopup="dialog"
          onClick={() => setChoosing(true)}
        >
          {target.name ? `Target: ${target.name}` : 'Choose Project Target'}
        </Button>
      </Box>
      {phases.isPending ? <PageSpinner label="Loading designs" /> : null}
      <ErrorAlert error={phases.isError ? phases.error : undefined} />
      {data && data.DesignPhases.every((phase) => phase.Designs.length === 0) ? (
        <Typography role="status" sx={{ py: 2, color: 'text.secondary' }}>
          This lot has no designs yet.
        </Typography>
      ) : null}
      {data
        ? data.DesignPhases.filter((phase) => phase.Designs.length > 0).map((phase) => (
            <Paper key={phase.DesignPhaseId} variant="outlined" sx={{ mb: 1.5 }}>
              <List
                aria-label={phase.DesignPhaseName}
                aria-busy={phases.isFetching}
                disablePadding
                subheader={
                  <ListSubheader
                    sx={{ bgcolor: 'transparent', fontWeight: 700, lineHeight: '40px' }}
                  >
                    {phase.DesignPhaseName}
                  </ListSubheader>
                }
              >
                {phase.Designs.map((design) => (
                  <ListItem key={design.DesignId} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={design.DesignName}
                      secondary={design.DesignPurpose}
                      sx={{ flex: '1 1 200px' }}
                    />
                    <Chip
                      color={reductionColour(design.Reduction)}
                      label={
                        data.AbbreviatedIndicatorName
                          ? `${reductionText(design.Reduction)} ${data.AbbreviatedIndicatorName}`
                          : reductionText(design.Reduction)
                      }
                      sx={{ fontWeight: 600 }}
                    />
                  </ListItem>
                ))}
              </List>
            </Paper>
          ))
        : null}
      <ChooseTargetDialog
        open={isChoosing}
        structureId={structureId}
        targetId={target.id}
        onDone={choose}
        onReturn={() => setChoosing(false)}
      />
    </Box>
  );
}
