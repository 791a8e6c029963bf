/**
 * Validation of design attributes with the spec's messages (doc 2 §5).
 */
import type { DesignAttributes } from './design-types';
import { EngineError } from './engine-error';

function fail(attribute: string, message: string, value: unknown): never {
  throw new EngineError('INVALID_ATTRIBUTE', message, { attribute, value });
}

/** Throws INVALID_ATTRIBUTE (with the spec's message) for the first invalid attribute. */
export function validateDesignAttributes(a: DesignAttributes): void {
  if (!(Number.isFinite(a.dwellings) && a.dwellings > 0))
    fail('dwellings', 'Please enter a value larger than 0.', a.dwellings);
  for (const key of ['bedrooms', 'bathrooms', 'carparks'] as const) {
    if (!(Number.isFinite(a[key]) && a[key] >= 0)) fail(key, 'Please enter a number.', a[key]);
  }
  if (!(Number.isInteger(a.floors) && a.floors > 0))
    fail('floors', 'Please enter a whole number larger than 0.', a.floors);
  if (!(Number.isFinite(a.ceilingHeight) && a.ceilingHeight > 0))
    fail('ceilingHeight', 'Please enter a value larger than 0.', a.ceilingHeight);
  if (![1, 2, 3].includes(a.carParkTypeId))
    fail('carParkTypeId', 'Please select a car park type.', a.carParkTypeId);
  if (![1, 2].includes(a.thermalUnitId))
    fail('thermalUnitId', 'Please select thermal unit.', a.thermalUnitId);
  if (![1, 2].includes(a.electricitySupplyId))
    fail('electricitySupplyId', 'Please select electricity supply.', a.electricitySupplyId);
  if (![1, 2, 3, 4].includes(a.waterSupplyId))
    fail('waterSupplyId', 'Please select water supply.', a.waterSupplyId);
  if (![1, 2, 3].includes(a.waterTreatmentId))
    fail('waterTreatmentId', 'Please select water treatment.', a.waterTreatmentId);
  if (![1, 2, 3, 4, 5, 6].includes(a.rainwaterPumpPressureRatingId))
    fail(
      'rainwaterPumpPressureRatingId',
      'Please select rainwater pump type.',
      a.rainwaterPumpPressureRatingId,
    );
  for (const key of ['firstBedroomSize', 'otherBedroomSize'] as const) {
    if (!(Number.isFinite(a[key]) && a[key] >= 0)) fail(key, 'Please enter a number.', a[key]);
  }
  if (a.heatingDemand != null && !(a.heatingDemand >= 0))
    fail(
      'heatingDemand',
      'This number has to be between the lower and upper limits',
      a.heatingDemand,
    );
  if (a.coolingDemand != null && !(a.coolingDemand >= 0))
    fail(
      'coolingDemand',
      'This number has to be between the lower and upper limits',
      a.coolingDemand,
    );
}
