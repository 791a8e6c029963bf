import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { useAvailableIndicators } from '../api/results-api';
import { screens } from '../../../config/screens';

/**
 * Chooses the indicator whose results show: the indicators the lot's LCI source has data for
 * (GET /getAvailableIndicators). Choosing one goes to its results screen, keeping whether on-site
 * generation is left out. A labelled select: it opens with Enter, Space or the arrow keys and
 * changes the page only when an indicator is chosen. On the summary (`indicatorId` null) it
 * starts empty; an indicator the list lacks (a currency shown in AUD) stays shown while open.
 */
export function IndicatorSwitcher({
  structureId,
  indicatorId,
  indicatorName,
  isExcludingGeneration = true,
}: {
  structureId: number;
  indicatorId: number | null;
  /** Name of the open indicator when the list may lack it. */
  indicatorName?: string;
  isExcludingGeneration?: boolean;
}) {
  const navigate = useNavigate();
  const available = useAvailableIndicators(structureId);
  if (available.isError) return null;
  const options = [...(available.data ?? [])];
  if (indicatorId !== null && !options.some((o) => o.Id === indicatorId))
    options.unshift({
      Id: indicatorId,
      Description: indicatorName ?? `Indicator ${indicatorId}`,
      IsDisabled: false,
    });
  const label = indicatorId === null ? 'Results by indicator' : 'Indicator';
  return (
    <TextField
      select
      label={label}
      size="small"
      value={indicatorId === null ? '' : String(indicatorId)}
      disabled={!available.data}
      onChange={(event) => {
        const id = Number(event.target.value);
        if (id > 0 && id !== indicatorId)
          void navigate(screens.indicatorResults.href(structureId, id, isExcludingGeneration));
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.Id} value={String(option.Id)} disabled={option.IsDisabled}>
          {option.Description}
        </MenuItem>
      ))}
    </TextField>
  );
}
