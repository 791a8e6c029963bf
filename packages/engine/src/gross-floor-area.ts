/**
 * Gross floor area: predicted, minimum and calculated (METHOD.md §2; spec doc 2 §4–5).
 *
 * Minimum GFA (Circa's formula; the spec shows only its parking part):
 *   minimum = 35·dwellings                                   living core per dwelling
 *           + firstBedroomSize·min(bedrooms, dwellings)      first bedroom of each dwelling
 *           + otherBedroomSize·max(0, bedrooms − dwellings)  other bedrooms
 *           + 5·max(0, bathrooms − dwellings)                bathrooms beyond one per dwelling
 *           + 18·carparks  (garage or car port; 0 for Other)  parking
 * The 35 m² core (a studio including one bathroom) and 5 m² per extra bathroom are the minimum
 * internal areas of the NSW Apartment Design Guide (2015), Objective 4D-1; 18 m² per car space is
 * the spec's parking term (doc 2 §4). The spec's parking formula has three more terms (0.5 × a
 * quantity × a factor, a minimum-quantity top-up × a factor, 5 × another count) whose parameters
 * it does not name; Circa does not guess them, so they are left out (docs/methodology.md §4).
 */
import { GrossFloorAreaType } from '@circa/contract/enums';
import type { CarParkTypeId } from './attributes';
import { CAR_PARK_TYPE } from './attributes';
import type { DesignAttributes } from './design-types';
import { EngineError } from './engine-error';
import { truncateToOneDecimal } from './units';

/** m² per car space of a garage or car port (spec doc 2 §4). */
export const PARKING_AREA_PER_SPACE = 18;
/** m² living core per dwelling: studio minimum incl. one bathroom (NSW ADG 2015, 4D-1). */
export const LIVING_CORE_AREA_PER_DWELLING = 35;
/** m² per bathroom beyond the first of each dwelling (NSW ADG 2015, 4D-1). */
export const EXTRA_BATHROOM_AREA = 5;
/** Default first and other bedroom sizes, m² (NSW ADG 2015, 4D-3: 10 m² main, 9 m² other). */
export const DEFAULT_BEDROOM_SIZES = { first: 10, other: 9 } as const;

/**
 * Calibration of the predicted GFA (Circa model): predicted = scale × minimum GFA at the default
 * bedroom sizes. Houses (1 dwelling): scale = 232.3 / 113, so a 4-bedroom, 2-bathroom house with a
 * double garage predicts the ABS FY2021-22 average new house floor area of 232.3 m². Attached and
 * multi-dwelling buildings: scale = 134 / 72 per dwelling, so a 2-bedroom, 1-bathroom, 1-car
 * dwelling predicts the ABS "other residential" average of about 134 m² (ABS 2002-03).
 */
export const PREDICTED_GFA_CALIBRATION = {
  houseAverage: 232.3,
  houseTypicalMinimum: 113,
  attachedAverage: 134,
  attachedTypicalMinimum: 72,
} as const;

/** The attributes GFA formulas read. */
export type GrossFloorAreaInputs = Pick<
  DesignAttributes,
  | 'dwellings'
  | 'bedrooms'
  | 'bathrooms'
  | 'carparks'
  | 'carParkTypeId'
  | 'firstBedroomSize'
  | 'otherBedroomSize'
>;

/** Parking area in m²: 18 m² per space for a garage or car port, none for Other (spec doc 2 §4). */
export function parkingArea(carparks: number, carParkTypeId: CarParkTypeId): number {
  return carParkTypeId === CAR_PARK_TYPE.other ? 0 : PARKING_AREA_PER_SPACE * Math.max(0, carparks);
}

/** Minimum GFA in m² (formula in the module comment). */
export function minimumGrossFloorArea(a: GrossFloorAreaInputs): number {
  const dwellings = Math.max(0, a.dwellings);
  const bedrooms = Math.max(0, a.bedrooms);
  return (
    LIVING_CORE_AREA_PER_DWELLING * dwellings +
    a.firstBedroomSize * Math.min(bedrooms, dwellings) +
    a.otherBedroomSize * Math.max(0, bedrooms - dwellings) +
    EXTRA_BATHROOM_AREA * Math.max(0, a.bathrooms - dwellings) +
    parkingArea(a.carparks, a.carParkTypeId)
  );
}

/**
 * Predicted GFA in m² from dwellings, bedrooms, bathrooms and car spaces: the minimum GFA at
 * the default bedroom sizes times the calibration scale ({@link PREDICTED_GFA_CALIBRATION}).
 */
export function predictGrossFloorArea(
  a: Omit<GrossFloorAreaInputs, 'firstBedroomSize' | 'otherBedroomSize'>,
): number {
  const minimum = minimumGrossFloorArea({
    ...a,
    firstBedroomSize: DEFAULT_BEDROOM_SIZES.first,
    otherBedroomSize: DEFAULT_BEDROOM_SIZES.other,
  });
  const c = PREDICTED_GFA_CALIBRATION;
  const scale =
    a.dwellings <= 1
      ? c.houseAverage / c.houseTypicalMinimum
      : c.attachedAverage / c.attachedTypicalMinimum;
  return minimum * scale;
}

/** Calculated GFA in m²: fully enclosed covered area + half of unenclosed covered area. */
export function calculatedGrossFloorArea(fullyEnclosed: number, unenclosedCovered: number): number {
  return fullyEnclosed + 0.5 * unenclosedCovered;
}

/** The spec's message when a GFA is below the minimum (doc 2 §5); {n} is truncated to 1 dp. */
export function grossFloorAreaTooSmallMessage(minimum: number): string {
  return `The value entered is too small. A building with this number of Dwellings, Bedrooms and Car Spaces should have a Gross Floor Area of at least ${truncateToOneDecimal(minimum)} m2.`;
}

/** Result of resolving the GFA of a design. */
export interface ResolvedGrossFloorArea {
  /** GFA used by the calculation, m². */
  value: number;
  type: GrossFloorAreaType;
  minimum: number;
  predicted: number;
}

/** The spec's message when the two covered areas add up to less than the minimum (doc 2 §9). */
export function coveredAreasTooSmallMessage(minimum: number): string {
  return `The sum of Fully Enclosed Covered Area and Unenclosed Covered Area for a building with this number of Dwellings, Bedrooms and Car Spaces should at least be ${truncateToOneDecimal(minimum)} m2.`;
}

/**
 * The GFA a design uses: Predicted → the model; Known → the entered value; Calculated → enclosed
 * + ½ unenclosed. A Known value below the minimum, or Calculated areas whose sum (enclosed +
 * unenclosed, as the spec checks them) is below it, throw GROSS_FLOOR_AREA_TOO_SMALL with the
 * spec's message; Calculated with a missing area throws GROSS_FLOOR_AREA_INCOMPLETE.
 */
export function resolveGrossFloorArea(a: DesignAttributes): ResolvedGrossFloorArea {
  const minimum = minimumGrossFloorArea(a);
  const predicted = predictGrossFloorArea(a);
  if (a.grossFloorAreaType === GrossFloorAreaType.Predicted) {
    return { value: Math.max(predicted, minimum), type: a.grossFloorAreaType, minimum, predicted };
  }
  let value: number;
  let checked: number;
  let tooSmallMessage: string;
  if (a.grossFloorAreaType === GrossFloorAreaType.Calculated) {
    if (a.fullyEnclosedFloorArea == null || a.unenclosedCoveredArea == null) {
      throw new EngineError(
        'GROSS_FLOOR_AREA_INCOMPLETE',
        'You must enter both Fully Enclosed Covered Area and Unenclosed Covered Area to calculate your Gross Floor Area.',
      );
    }
    value = calculatedGrossFloorArea(a.fullyEnclosedFloorArea, a.unenclosedCoveredArea);
    checked = a.fullyEnclosedFloorArea + a.unenclosedCoveredArea;
    tooSmallMessage = coveredAreasTooSmallMessage(minimum);
  } else {
    if (a.grossFloorArea == null || !(a.grossFloorArea > 0)) {
      throw new EngineError('INVALID_ATTRIBUTE', 'Please enter a value larger than 0.', {
        attribute: 'grossFloorArea',
      });
    }
    value = a.grossFloorArea;
    checked = value;
    tooSmallMessage = grossFloorAreaTooSmallMessage(minimum);
  }
  if (checked + 1e-9 < minimum) {
    throw new EngineError('GROSS_FLOOR_AREA_TOO_SMALL', tooSmallMessage, {
      minimum,
      value: checked,
    });
  }
  return { value, type: a.grossFloorAreaType, minimum, predicted };
}

/**
 * Conditioned floor area in m²: the entered attribute 135, else GFA less the parking area
 * (garages and car ports are not conditioned), never below 1 m².
 */
export function conditionedFloorArea(a: DesignAttributes, grossFloorArea: number): number {
  if (a.conditionedFloorArea != null && a.conditionedFloorArea > 0) return a.conditionedFloorArea;
  return Math.max(1, grossFloorArea - parkingArea(a.carparks, a.carParkTypeId));
}
