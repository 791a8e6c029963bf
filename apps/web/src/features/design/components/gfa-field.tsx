import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { GrossFloorAreaType } from '@circa/contract/enums';
import { InlineSpinner } from '../../../ui/page-spinner';
import type { DesignFieldKey } from '../hooks/design-fields';
import { DesignTextField } from './design-text-field';

export interface GfaFieldProps {
  value: string;
  error: string | undefined;
  calculationType: number;
  isCalculating: boolean;
  disabled: boolean;
  onValue: (name: DesignFieldKey, text: string) => void;
  onPredicted: (isPredicted: boolean) => void;
  /** Opens the gross floor area screen. */
  onOpenScreen: () => void;
}

const modeText: Record<number, string> = {
  [GrossFloorAreaType.Predicted]:
    'Predicted from dwellings, bedrooms, bathrooms and car spaces. Type a value to enter a known area.',
  [GrossFloorAreaType.Known]: 'Known area.',
  [GrossFloorAreaType.Calculated]:
    'Calculated from the covered areas. Type a value to enter a known area.',
};

/**
 * Gross floor area on Design Details (document 2 §4 "Gross floor area mode"): Known or
 * Predicted; the predicted value shows greyed; typing switches to Known; the toggle switches to
 * Predicted. While a save computes the area a 'calculating' spinner shows.
 */
export function GfaField({
  value,
  error,
  calculationType,
  isCalculating,
  disabled,
  onValue,
  onPredicted,
  onOpenScreen,
}: GfaFieldProps) {
  const isPredicted = calculationType === GrossFloorAreaType.Predicted;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 }}>
        <DesignTextField
          name="grossFloorArea"
          label="Gross Floor Area"
          value={value}
          error={error}
          onValue={onValue}
          unit="m2"
          isNumber
          disabled={disabled}
          helperText={modeText[calculationType]}
          sx={{ flex: '1 1 240px', '& input': isPredicted ? { color: 'text.disabled' } : {} }}
        />
        <FormControlLabel
          sx={{ mt: 2.5 }}
          disabled={disabled}
          control={<Switch checked={isPredicted} onChange={(_, checked) => onPredicted(checked)} />}
          label="Predicted"
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 28 }}>
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
        >
          {isCalculating ? (
            <>
              <InlineSpinner label="Calculating gross floor area" />
              <Typography variant="body2" component="span">
                calculating...
              </Typography>
            </>
          ) : null}
        </Box>
        <Link component="button" type="button" variant="body2" onClick={onOpenScreen}>
          Override or calculate from covered areas
        </Link>
      </Box>
    </Box>
  );
}
