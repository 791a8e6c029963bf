import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { DesignForm } from '@circa/contract/design.schema';
import { NotFoundPage } from '../../../ui/not-found-page';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useIdParam } from '../../../lib/route-params';
import { useThermalLimits, useUpdateThermalDemands } from '../api/design-api';
import type { ThermalEntry, ThermalErrors } from '../hooks/thermal-rules';
import {
  changeUnit,
  entryDemands,
  typeDemand,
  fillDefaults,
  roundToTenth,
  thermalErrors,
  thermalSaveInput,
} from '../hooks/thermal-rules';
import { parseDecimal } from '../hooks/design-fields';
import { DesignLoadState } from './design-load-state';
import { FormPageFrame } from './form-page-frame';
import { SaveErrorAlert } from './save-error-alert';
import { screens } from '../../../config/screens';

/** /design-thermal/{id} (document 2 §2 "Thermal rating"); Done and Cancel return to /lot/{id}/. */
export function ThermalPage() {
  const structureId = useIdParam('structureId');
  if (structureId === null) return <NotFoundPage />;
  return (
    <DesignLoadState structureId={structureId}>
      {(design) => <ThermalForm key={design.DesignId} design={design} />}
    </DesignLoadState>
  );
}

function entryFrom(design: DesignForm): ThermalEntry {
  return {
    thermalRatingId: String(design.ThermalRatingId),
    thermalUnitId: String(design.ThermalUnitId),
    ...entryDemands(design.CoolingDemand, design.HeatingDemand, design.ThermalUnitId),
  };
}

const offered = (text: string, options: DesignForm['ThermalUnits']) =>
  options.some((o) => String(o.Id) === text) ? text : '';

function ThermalForm({ design }: { design: DesignForm }) {
  const navigate = useNavigate();
  const back = screens.designDetails.href(design.StructureId, true);
  // the server decides (locked designs stay editable for organisation admins)
  const isReadOnly = design.IsReadOnly;
  const [entry, setEntry] = useState(() => entryFrom(design));
  const rating = offered(entry.thermalRatingId, design.ThermalRatings);
  const unit = offered(entry.thermalUnitId, design.ThermalUnits);
  const limits = useThermalLimits(
    design.StructureId,
    unit === '' ? null : Number(unit),
    rating === '' ? null : Number(rating),
  );
  const save = useUpdateThermalDemands();

  useEffect(() => {
    if (limits.data) setEntry((current) => fillDefaults(current, limits.data));
  }, [limits.data]);

  const errors: ThermalErrors = thermalErrors(
    entry,
    { ratings: design.ThermalRatings, units: design.ThermalUnits },
    limits.data,
  );
  const isCalculating = limits.isFetching;
  const hasErrors = Object.keys(errors).length > 0;
  const unitText = design.ThermalUnits.find((o) => String(o.Id) === unit)?.Description ?? '';
  const total = roundToTenth(parseDecimal(entry.coolingDemand) + parseDecimal(entry.heatingDemand));

  function select(
    name: 'thermalRatingId' | 'thermalUnitId',
    label: string,
    options: DesignForm['ThermalUnits'],
    value: string,
  ) {
    return (
      <TextField
        select
        name={name}
        label={label}
        value={value}
        disabled={isReadOnly}
        error={errors[name] !== undefined}
        helperText={errors[name]}
        onChange={(event) =>
          setEntry((current) =>
            name === 'thermalUnitId'
              ? changeUnit(current, event.target.value)
              : { ...current, thermalRatingId: event.target.value },
          )
        }
        fullWidth
      >
        {options.map((option) => (
          <MenuItem key={option.Id} value={String(option.Id)} disabled={option.IsDisabled}>
            {option.Description}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  function demand(name: 'coolingDemand' | 'heatingDemand', label: string) {
    return (
      <TextField
        name={name}
        label={label}
        value={entry[name]}
        disabled={isReadOnly}
        error={errors[name] !== undefined}
        helperText={errors[name] ?? ' '}
        onChange={(event) => setEntry((current) => typeDemand(current, name, event.target.value))}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: unitText
            ? {
                endAdornment: (
                  <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap', ml: 1 }}>
                    {unitText}
                  </Typography>
                ),
              }
            : undefined,
        }}
        fullWidth
      />
    );
  }

  return (
    <Box>
      <SaveErrorAlert error={save.error} keptText="Your entries are kept." />
      <FormPageFrame heading="Thermal Rating" headingId="thermal-heading">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {select('thermalRatingId', 'Thermal Rating', design.ThermalRatings, rating)}
          {select('thermalUnitId', 'Thermal Unit', design.ThermalUnits, unit)}
          {demand('coolingDemand', 'Cooling Demand')}
          {demand('heatingDemand', 'Heating Demand')}
        </Box>
        <Box
          role="status"
          aria-live="polite"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            minHeight: 32,
            color: 'text.secondary',
          }}
        >
          {isCalculating ? (
            <>
              <InlineSpinner label="Loading the limits" />
              <Typography variant="body2" component="span">
                calculating...
              </Typography>
            </>
          ) : limits.data ? (
            <Typography variant="body2" component="span">
              {`Cooling plus heating must be between ${limits.data[0]} and ${limits.data[1]} ${unitText}.`}
            </Typography>
          ) : null}
          {!isCalculating && limits.data && !Number.isNaN(total) ? (
            <Typography variant="body2" component="span" aria-live="off">
              {`Now: ${total} ${unitText}.`}
            </Typography>
          ) : null}
        </Box>
        {errors.range ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errors.range}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
          <Button onClick={() => void navigate(back)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={isReadOnly || hasErrors || isCalculating || save.isPending}
            onClick={() =>
              save.mutate(thermalSaveInput(entry, design.DesignId), {
                onSuccess: () => void navigate(back),
              })
            }
          >
            {save.isPending ? <InlineSpinner label="Saving" /> : 'Done'}
          </Button>
        </Box>
      </FormPageFrame>
    </Box>
  );
}
