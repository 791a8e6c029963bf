import { memo } from 'react';
import { useNavigate } from 'react-router';
import { useAvailableIndicators } from '../api/results-api';
import { screens } from '../../../config/screens';
import { NativeSelectField } from '../../../ui/native-select-field';

/**
 * Chooses the indicator whose results show: the indicators the lot's LCI source has data for
 * (GET /getAvailableIndicators). Choosing one goes to its results screen, keeping whether on-site
 * generation is left out. A labelled native select (`ui/native-select-field.tsx`): the phone's
 * own picker, no MUI menu on the screen's first load; the arrow keys open it and the page
 * changes only when an indicator is chosen. On the summary (`indicatorId` null) it starts empty;
 * an indicator the list lacks (a currency shown in AUD) stays shown while open.
 */
export const IndicatorSwitcher = memo(function IndicatorSwitcher({
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
    <NativeSelectField
      label={label}
      value={indicatorId === null ? '' : String(indicatorId)}
      disabled={!available.data}
      options={options.map((o) => ({
        value: String(o.Id),
        label: o.Description,
        disabled: o.IsDisabled,
      }))}
      onChange={(value) => {
        const id = Number(value);
        if (id > 0 && id !== indicatorId)
          void navigate(screens.indicatorResults.href(structureId, id, isExcludingGeneration));
      }}
      width={{ xs: '100%', sm: 320 }}
    />
  );
});
