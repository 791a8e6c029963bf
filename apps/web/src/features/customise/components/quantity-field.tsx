import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isWithinPrediction, parseQuantity } from '../hooks/component-draft';
import { formatQuantity, formatUnit } from '../hooks/format';

/** The hint under the quantity: within 5 % of the predicted quantity or not (document 2 §5). */
export function predictionHint(
  quantityText: string,
  predicted: number | null,
  unit: string,
): { text: string; isWithin: boolean } | null {
  const quantity = parseQuantity(quantityText);
  if (predicted === null || Number.isNaN(quantity)) return null;
  const amount = `${formatQuantity(predicted)} ${formatUnit(unit)}`;
  return isWithinPrediction(quantity, predicted)
    ? { text: `Within 5% of the predicted quantity (${amount}).`, isWithin: true }
    : { text: `More than 5% away from the predicted quantity (${amount}).`, isWithin: false };
}

/**
 * The component's quantity in its template's unit, with the contract's message when it is not a
 * number and the prediction hint (warning-coloured outside 5 %, with a button to use the
 * predicted quantity).
 */
export function QuantityField({
  value,
  unit,
  predicted,
  error,
  isReadOnly,
  onChange,
}: {
  value: string;
  unit: string;
  predicted: number | null;
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (value: string) => void;
}) {
  const hint = predictionHint(value, predicted, unit);
  return (
    <Box>
      <TextField
        label="Quantity"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error}
        required={!isReadOnly}
        sx={isReadOnly ? { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } : undefined}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            readOnly: isReadOnly,
            'aria-readonly': isReadOnly || undefined,
          },
          input: unit
            ? { endAdornment: <InputAdornment position="end">{formatUnit(unit)}</InputAdornment> }
            : {},
        }}
      />
      {hint ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: -0.5 }}
        >
          <Typography
            variant="body2"
            role="status"
            sx={{ color: hint.isWithin ? 'text.secondary' : 'warning.main' }}
          >
            {hint.text}
          </Typography>
          {!hint.isWithin && !isReadOnly && predicted !== null ? (
            <Button
              size="small"
              onClick={() => onChange(String(Math.round(predicted * 1000) / 1000))}
            >
              Use predicted quantity
            </Button>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
