import type { SaveDesign } from '@circa/contract/design.schema';
import { GrossFloorAreaType } from '@circa/contract/enums';
import { messages } from '@circa/contract/messages';
import type { SelectOption } from '@circa/contract/select-option.schema';
import type { Design, DesignAttributes } from '@circa/engine/design-types';
import { DESIGN_OPTIONS, waterSupplyOptions } from '@circa/reference-data/design-options';
import { isRainfallKnownAt } from '@circa/reference-data/site-water-climate';
import { AppError } from '../http/app-error';

type OptionField = {
  [K in keyof SaveDesign]-?: NonNullable<SaveDesign[K]> extends number ? K : never;
}[keyof SaveDesign];

/** Select fields: the option list a value must come from, the attribute it sets, the message. */
/** A select's options: the same everywhere, or by the design (the water supply, by its site). */
type OptionsOf = readonly SelectOption[] | ((design: Design) => readonly SelectOption[]);

const selects: ReadonlyArray<[OptionField, keyof DesignAttributes, OptionsOf, string]> = [
  ['carparkTypeId', 'carParkTypeId', DESIGN_OPTIONS.carParkTypes, messages.carParkTypeRequired],
  [
    'energyMonitoringTypeId',
    'energyMonitoringTypeId',
    DESIGN_OPTIONS.energyMonitoring,
    messages.energyMonitoringRequired,
  ],
  [
    'thermalRatingId',
    'thermalRatingId',
    DESIGN_OPTIONS.thermalRatings,
    messages.thermalRatingRequired,
  ],
  [
    'naturalLightingId',
    'naturalLightingId',
    DESIGN_OPTIONS.naturalLighting,
    messages.naturalLightRequired,
  ],
  [
    'electricitySupplyId',
    'electricitySupplyId',
    DESIGN_OPTIONS.electricitySupply,
    messages.electricitySupplyRequired,
  ],
  [
    'waterSupplyId',
    'waterSupplyId',
    (design) => waterSupplyOptions(isRainfallKnownAt(design.location)),
    messages.waterSupplyRequired,
  ],
  [
    'waterTreatmentId',
    'waterTreatmentId',
    DESIGN_OPTIONS.waterTreatment,
    messages.waterTreatmentRequired,
  ],
  [
    'showerWaterRatingId',
    'showerWaterRatingId',
    DESIGN_OPTIONS.showerWaterRatings,
    messages.showerRequired,
  ],
  [
    'toiletsWaterRatingId',
    'toiletsWaterRatingId',
    DESIGN_OPTIONS.toiletsWaterRatings,
    messages.toiletsRequired,
  ],
  [
    'tapsWaterRatingId',
    'tapsWaterRatingId',
    DESIGN_OPTIONS.tapsWaterRatings,
    messages.tapsRequired,
  ],
  [
    'washingMachineWaterRatingId',
    'washingMachineWaterRatingId',
    DESIGN_OPTIONS.washingMachineWaterRatings,
    messages.washingMachineRequired,
  ],
  [
    'dishwasherWaterRatingId',
    'dishwasherWaterRatingId',
    DESIGN_OPTIONS.dishwasherWaterRatings,
    messages.dishwasherRequired,
  ],
  ['gardenTypeId', 'gardenTypeId', DESIGN_OPTIONS.gardenTypes, messages.gardenTypeRequired],
  [
    'rainwaterPumpPressureRatingId',
    'rainwaterPumpPressureRatingId',
    DESIGN_OPTIONS.rainwaterPumpPressureRatings,
    messages.rainwaterPumpRequired,
  ],
];

/**
 * Why an option that shows but cannot be chosen (IsDisabled) is refused, by field; other fields'
 * disabled options get the field's own message.
 */
const disabledMessages: Partial<Record<OptionField, string>> = {
  // no daily rainfall near the site for the tank balance (docs/decisions/0016-rainwater.md)
  waterSupplyId: messages.rainwaterSupplyUnavailable,
};

/** Number fields and the attribute each sets. */
const numbers: ReadonlyArray<[keyof SaveDesign, keyof DesignAttributes]> = [
  ['dwellings', 'dwellings'],
  ['bedrooms', 'bedrooms'],
  ['bathrooms', 'bathrooms'],
  ['carparks', 'carparks'],
  ['floors', 'floors'],
  ['ceilingHeight', 'ceilingHeight'],
  ['firstBedroomSize', 'firstBedroomSize'],
  ['otherBedroomSize', 'otherBedroomSize'],
  ['gardenArea', 'gardenArea'],
  ['rainwaterTankSize', 'rainwaterTankSize'],
  ['lightingPowerDensity', 'lightingPowerDensity'],
];

function refuse(field: string, message: string): never {
  throw new AppError('validation_failed', message, [{ path: [field], message }]);
}

/**
 * Applies the changed fields of a design form save to a design (document 2 §7 "POST /lot").
 * A select value must be one of its options and not a disabled one (a stored design may keep a
 * disabled value, e.g. a rainwater supply, as long as it is not sent again). A GFA value makes the type Known; calculationType 0
 * (Predicted) clears it so the engine predicts it; calculationType 1 alone keeps the current area
 * (`currentGrossFloorArea`, m²) as the Known one.
 */
export function applyDesignChanges(
  design: Design,
  changes: SaveDesign,
  currentGrossFloorArea: number,
): Design {
  const attributes: DesignAttributes = { ...design.attributes };
  const patch = attributes as unknown as Record<string, unknown>;
  for (const [field, attribute] of numbers) {
    const value = changes[field];
    if (value !== undefined) patch[attribute] = value;
  }
  for (const [field, attribute, optionsOf, message] of selects) {
    const value = changes[field];
    if (value === undefined) continue;
    const options = typeof optionsOf === 'function' ? optionsOf(design) : optionsOf;
    const option = options.find((o) => o.Id === value);
    if (!option) refuse(field, message);
    if (option.IsDisabled) refuse(field, disabledMessages[field] ?? message);
    patch[attribute] = value;
  }
  if (changes.grossFloorArea !== undefined) {
    attributes.grossFloorArea = changes.grossFloorArea;
    attributes.grossFloorAreaType = GrossFloorAreaType.Known;
  }
  if (changes.calculationType === GrossFloorAreaType.Predicted) {
    attributes.grossFloorArea = null;
    attributes.grossFloorAreaType = GrossFloorAreaType.Predicted;
  } else if (
    changes.calculationType === GrossFloorAreaType.Known &&
    changes.grossFloorArea === undefined
  ) {
    // switching to Known keeps the area the design has now
    attributes.grossFloorArea = attributes.grossFloorArea ?? currentGrossFloorArea;
    attributes.grossFloorAreaType = GrossFloorAreaType.Known;
  }
  return {
    ...design,
    ...(changes.designName !== undefined && { name: changes.designName }),
    ...(changes.occupancyDate !== undefined && {
      occupancyDate: changes.occupancyDate,
      occupancyYear: Number(changes.occupancyDate.slice(0, 4)),
    }),
    ...(changes.customDesignFieldValue !== undefined && {
      customFieldValue: changes.customDesignFieldValue,
    }),
    attributes,
  };
}

/** The occupancy date shown on the form: the entered date, else 1 January of the occupancy year. */
export function occupancyDateOf(design: Design): string {
  return design.occupancyDate ?? `${String(design.occupancyYear).padStart(4, '0')}-01-01`;
}
