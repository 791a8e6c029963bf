import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Thermostat from '@mui/icons-material/Thermostat';
import type { DesignForm } from '@circa/contract/design.schema';

/** The design's demands as a line of text ('Not entered' when neither is set). */
export function demandsText(
  design: Pick<DesignForm, 'CoolingDemand' | 'HeatingDemand' | 'ThermalUnitId' | 'ThermalUnits'>,
): string {
  if (design.CoolingDemand === null && design.HeatingDemand === null) return 'Not entered';
  const unit =
    design.ThermalUnits.find((option) => option.Id === design.ThermalUnitId)?.Description ?? '';
  const show = (value: number | null) =>
    value === null ? '–' : `${value}${unit ? ` ${unit}` : ''}`;
  return `Cooling ${show(design.CoolingDemand)}, heating ${show(design.HeatingDemand)}`;
}

/** The current thermal demands with the way to the thermal screen (document 2 §2 "Thermal rating"). */
export function ThermalDemandsLink({ design, onOpen }: { design: DesignForm; onOpen: () => void }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 0.5,
        py: { xs: 0.5, sm: 1 },
        mb: { xs: 1, sm: 0 },
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {`Thermal demands: ${demandsText(design)}`}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Thermostat />}
        onClick={onOpen}
        sx={{ alignSelf: 'flex-start' }}
      >
        Thermal demands
      </Button>
    </Box>
  );
}
