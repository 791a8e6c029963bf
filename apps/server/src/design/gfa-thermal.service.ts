import type { updateCustomiseGfaSchema, updateThermalSchema } from '@circa/contract/design.schema';
import { isUnderMinimumArea, minimumAreaFigure } from '@circa/contract/design.schema';
import { GrossFloorAreaType } from '@circa/contract/enums';
import { formatMessage, messages } from '@circa/contract/messages';
import type { Database } from '@circa/db/schema';
import type { Design } from '@circa/engine/design-types';
import { getThermalLimits, validateThermalDemands } from '@circa/engine/thermal-limits';
import type { ThermalUnitId } from '@circa/engine/units';
import { isEngineError } from '@circa/engine/engine-error';
import { createEvaluationContext } from '@circa/reference-data/default-context';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../http/app-error';
import { designChangeAnswer } from './design-form.service';
import { evaluateOrExplain, requireEditable, saveLotDesign } from './lot-design';
import type { LotDesign } from './lot-design';

const round1 = (value: number) => Math.round(value * 10) / 10;
const fail = (field: string, message: string): never => {
  throw new AppError('validation_failed', message, [{ path: [field], message }]);
};

/** The GFA record of the GFA screen (document 2 §3), with minimum and predicted areas. */
export function customiseGfa(lot: LotDesign) {
  const a = lot.design.attributes;
  const resolved = evaluateOrExplain(lot.record.id, lot.record.version, lot.design).resolved;
  return {
    DesignId: lot.record.id,
    GrossFloorArea: round1(resolved.grossFloorArea),
    CalculationTypeId: a.grossFloorAreaType,
    FullyEnclosedFloorArea: a.fullyEnclosedFloorArea ?? null,
    UnenclosedCoveredArea: a.unenclosedCoveredArea ?? null,
    Dwellings: a.dwellings,
    Bedrooms: a.bedrooms,
    Bathrooms: a.bathrooms,
    Carparks: a.carparks,
    CarparkTypeId: a.carParkTypeId,
    FirstBedroomSize: a.firstBedroomSize,
    OtherBedroomSize: a.otherBedroomSize,
    MinimumGrossFloorArea: minimumAreaFigure(resolved.minimumGrossFloorArea),
    PredictedGrossFloorArea: round1(resolved.predictedGrossFloorArea),
  };
}

/**
 * Sets the GFA type and values: Known (an area at least the minimum), Predicted (from the
 * design's attributes), or Calculated (fully enclosed + half the unenclosed covered area, both
 * required, at least the minimum) — the messages of document 2 §5.
 */
export async function updateGfa(
  db: Kysely<Database>,
  lot: LotDesign,
  input: z.infer<typeof updateCustomiseGfaSchema>,
) {
  requireEditable(lot);
  const minimumGrossFloorArea = evaluateOrExplain(lot.record.id, lot.record.version, lot.design)
    .resolved.minimumGrossFloorArea;
  const minimum = minimumAreaFigure(minimumGrossFloorArea);
  const a = { ...lot.design.attributes };
  if (input.CalculationTypeId === GrossFloorAreaType.Predicted) {
    Object.assign(a, { grossFloorAreaType: GrossFloorAreaType.Predicted, grossFloorArea: null });
  } else if (input.CalculationTypeId === GrossFloorAreaType.Known) {
    if (input.GrossFloorArea === null) fail('GrossFloorArea', messages.positiveNumber);
    if (isUnderMinimumArea(input.GrossFloorArea!, minimumGrossFloorArea))
      fail('GrossFloorArea', formatMessage(messages.gfaTooSmall, { n: minimum }));
    Object.assign(a, {
      grossFloorAreaType: GrossFloorAreaType.Known,
      grossFloorArea: input.GrossFloorArea,
    });
  } else {
    const enclosed = input.FullyEnclosedFloorArea;
    const unenclosed = input.UnenclosedCoveredArea;
    if (enclosed === null || unenclosed === null)
      fail('FullyEnclosedFloorArea', messages.bothAreasRequired);
    if (isUnderMinimumArea(enclosed! + unenclosed!, minimumGrossFloorArea))
      fail('FullyEnclosedFloorArea', formatMessage(messages.areasTooSmall, { min: minimum }));
    Object.assign(a, {
      grossFloorAreaType: GrossFloorAreaType.Calculated,
      grossFloorArea: null,
      fullyEnclosedFloorArea: enclosed,
      unenclosedCoveredArea: unenclosed,
    });
  }
  const next: Design = { ...lot.design, attributes: a };
  return designChangeAnswer(db, lot, await saveLotDesign(db, lot, next));
}

/** [lower, upper, default cooling, default heating] of a rating in the lot's climate zone, in `unit`. */
export function thermalLimitsFor(
  lot: LotDesign,
  thermalRatingId: number,
  unit: ThermalUnitId,
): [number, number, number, number] {
  try {
    return getThermalLimits(
      createEvaluationContext().wholeOfHome,
      lot.design.location.climateZone,
      thermalRatingId,
      unit,
    );
  } catch (error) {
    if (isEngineError(error)) throw new AppError('validation_failed', error.message);
    throw error;
  }
}

/** Sets the thermal rating, unit and demands; their total must lie within the rating's limits. */
export async function updateThermal(
  db: Kysely<Database>,
  lot: LotDesign,
  input: z.infer<typeof updateThermalSchema>,
) {
  requireEditable(lot);
  const unit = input.thermalUnitId as ThermalUnitId;
  try {
    // inclusive limits after conversion to MJ/m² (factor 3.6), as the engine checks them
    validateThermalDemands(
      createEvaluationContext().wholeOfHome,
      lot.design.location.climateZone,
      input.thermalRatingId,
      unit,
      input.heatingDemand,
      input.coolingDemand,
    );
  } catch (error) {
    if (isEngineError(error)) fail('coolingDemand', error.message);
    throw error;
  }
  const next: Design = {
    ...lot.design,
    attributes: {
      ...lot.design.attributes,
      thermalRatingId: input.thermalRatingId,
      thermalUnitId: unit,
      coolingDemand: input.coolingDemand,
      heatingDemand: input.heatingDemand,
    },
  };
  return designChangeAnswer(db, lot, await saveLotDesign(db, lot, next));
}
