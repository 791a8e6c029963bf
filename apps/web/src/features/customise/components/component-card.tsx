import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { messages } from '@circa/contract/messages';
import type { DesignTemplateLine } from '@circa/contract/customise.schema';
import { formatKg, formatQuantity, formatShare, formatUnit } from '../hooks/format';

export interface ComponentCardProps {
  component: DesignTemplateLine;
  /** Length of the impact bar, 0..1. */
  barShare: number;
  onOpen: () => void;
}

/** The words under a quantity that is not within 5 % of the predicted one. */
export function outsidePredictionText(component: DesignTemplateLine): string | null {
  if (component.IsWithinPrediction !== false || component.PredictedQuantity === null) return null;
  return `Outside the predicted quantity (${formatQuantity(component.PredictedQuantity)} ${formatUnit(component.Unit)})`;
}

/**
 * A component of a customise view: name, category, quantity and unit, impact (kg CO2e and share
 * of the design), a lock icon, the outside-prediction hint and the not-approved warning. The whole
 * card opens the component dialog (editable or read only).
 */
export function ComponentCard({ component, barShare, onOpen }: ComponentCardProps) {
  const outside = outsidePredictionText(component);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        onClick={onOpen}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ flex: 1, fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {component.Name}
            </Typography>
            {component.LockEdits ? (
              <Tooltip title="Locked">
                <Lock fontSize="small" color="action" titleAccess="Locked" />
              </Tooltip>
            ) : null}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {component.CategoryName}
          </Typography>
          <Typography variant="body2">
            {`${formatQuantity(component.Quantity)} ${formatUnit(component.Unit)}`}
            {component.AttributeName ? ` · ${component.AttributeName}` : ''}
          </Typography>
          {outside ? (
            <Typography variant="body2" sx={{ color: 'warning.main' }}>
              {outside}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1 }}>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {component.Impact === null ? 'Impact not calculated' : formatKg(component.Impact)}
            </Typography>
            {component.Impact2 !== null ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatShare(component.Impact2, component.Impact)}
              </Typography>
            ) : null}
            <LinearProgress
              variant="determinate"
              value={Math.round(barShare * 100)}
              color={component.Impact !== null && component.Impact < 0 ? 'secondary' : 'primary'}
              aria-hidden="true"
              sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
            />
          </Box>
          {!component.IsInOrgTemplate ? (
            <Box
              sx={{
                display: 'flex',
                gap: 0.5,
                alignItems: 'flex-start',
                color: 'warning.main',
                mt: 0.5,
              }}
            >
              <WarningAmber fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{messages.templateNotApproved}</Typography>
            </Box>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
