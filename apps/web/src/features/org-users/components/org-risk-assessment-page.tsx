import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { riskThreshold } from '@circa/contract/org-users.schema';
import type { LotRisk } from '@circa/contract/org-users.schema';
import { screens } from '../../../config/screens';
import { useRouteId } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { NotFoundPage } from '../../../ui/not-found-page';
import { useMarkLowRisk, useOrgLotRisks } from '../api/org-users-api';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { TitledPageSection } from '../../../ui/titled-page-section';
import { lotsAtOrAbove, parseThreshold, roundedPoints } from './risk-threshold';

/** 'n point(s)', rounded. */
const pointsText = (points: number) =>
  `${roundedPoints(points)} ${roundedPoints(points) === 1 ? 'point' : 'points'}`;

function ThresholdControls({
  text,
  threshold,
  max,
  onText,
  onSlide,
}: {
  text: string;
  threshold: number;
  max: number;
  onText: (text: string) => void;
  onSlide: (value: number) => void;
}) {
  const headingId = useId();
  const parsed = parseThreshold(text);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        Set Risk Threshold
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        <TextField
          label="Risk threshold (points)"
          value={text}
          onChange={(event) => onText(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={'error' in parsed}
          helperText={'error' in parsed ? parsed.error : ' '}
          sx={{ flex: '0 1 220px' }}
        />
        <Slider
          value={Math.min(threshold, max)}
          min={0}
          max={max}
          step={riskThreshold.sliderStep}
          marks={[
            { value: 0, label: '0' },
            { value: max, label: String(max) },
          ]}
          valueLabelDisplay="auto"
          onChange={(_, value) => onSlide(value)}
          aria-label="Risk threshold slider (points)"
          sx={{ flex: '1 1 220px', mx: 1 }}
        />
      </Box>
    </Paper>
  );
}

function LotRiskItem({ lot, onMark }: { lot: LotRisk; onMark: () => void }) {
  return (
    <ListItem
      divider
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        px: 0,
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {lot.ProjectName}
        </Typography>
        <Link
          component={RouterLink}
          to={screens.designDetails.href(lot.StructureId)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {lot.StructureName}
        </Link>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Chip
          label={pointsText(lot.RiskPoint)}
          color={lot.RiskPoint >= 50 ? 'error' : 'default'}
          variant={lot.RiskPoint >= 50 ? 'filled' : 'outlined'}
        />
        <Button variant="outlined" onClick={onMark}>
          Mark as Low Risk
        </Button>
      </Box>
    </ListItem>
  );
}

function RiskList({ lots }: { lots: LotRisk[] }) {
  // the threshold starts at the spec's default (20 points); the slider follows it, so the two
  // never disagree (the spec's slider default of 50 would show a threshold that is not applied)
  const [text, setText] = useState(String(riskThreshold.defaultThreshold));
  const [threshold, setThreshold] = useState<number>(riskThreshold.defaultThreshold);
  const [marking, setMarking] = useState<LotRisk | null>(null);
  const mark = useMarkLowRisk();
  const highest = Math.max(0, ...lots.map((l) => Math.ceil(l.RiskPoint)));
  const max = Math.max(2 * riskThreshold.sliderDefault, highest);
  const shown = lotsAtOrAbove(lots, threshold);

  const onText = (value: string) => {
    setText(value);
    const parsed = parseThreshold(value);
    if ('value' in parsed) setThreshold(parsed.value);
  };
  return (
    <>
      <ThresholdControls
        text={text}
        threshold={threshold}
        max={max}
        onText={onText}
        onSlide={(value) => {
          setThreshold(value);
          setText(String(value));
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown.length === 0
          ? riskThreshold.none
          : `${shown.length} ${shown.length === 1 ? 'lot has' : 'lots have'} ${threshold} or more risk points.`}
      </Typography>
      {shown.length > 0 ? (
        <List aria-label="Lots at or above the risk threshold" disablePadding>
          {shown.map((lot) => (
            <LotRiskItem
              key={lot.StructureId}
              lot={lot}
              onMark={() => {
                mark.reset();
                setMarking(lot);
              }}
            />
          ))}
        </List>
      ) : null}
      <ConfirmDialog
        open={marking !== null}
        title="Mark as Low Risk"
        confirmLabel="Approve"
        cancelLabel="Cancel"
        isBusy={mark.isPending}
        error={marking ? mark.error : null}
        onCancel={() => setMarking(null)}
        onConfirm={() => {
          if (marking) mark.mutate(marking.StructureId, { onSuccess: () => setMarking(null) });
        }}
      >
        {marking ? (
          <>
            <Typography sx={{ mb: 1 }}>
              {marking.StructureName} ({marking.ProjectName}) has {pointsText(marking.RiskPoint)}:
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
              {marking.RiskDescriptions.map((d, i) => (
                <li key={i}>
                  <strong>{pointsText(d.RiskPoint)}</strong> — {d.Description}
                </li>
              ))}
            </Box>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * /org-risk-assessment/{orgId} (document 3 §4 "Risk"): the organisation's submitted lots whose
 * risk points (docs/methodology.md §19) reach the threshold, by risk ascending, each linking to
 * the lot; Mark as Low Risk lists the points and their descriptions and, approved, removes the
 * lot until it is submitted again.
 */
export function OrgRiskAssessmentPage() {
  const orgId = useRouteId('orgId');
  const risks = useOrgLotRisks(orgId);
  if (orgId < 1) return <NotFoundPage />;
  return (
    <TitledPageSection title="Risk Assessment">
      <QueryStateWithRefusal query={risks} label="lot risks">
        {(lots) => <RiskList lots={lots} />}
      </QueryStateWithRefusal>
    </TitledPageSection>
  );
}
