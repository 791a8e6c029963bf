/**
 * Take-off quantities of a baseline building from a few dimensions. The ratios are Circa
 * assumptions for typical Australian dwellings (approximate; docs/methodology.md "Baselines").
 */

/** Window area as a fraction of conditioned floor area (typical 6-star glazing). */
export const WINDOW_TO_FLOOR_RATIO = 0.2;
/** Plan perimeter = factor × 4 × √(footprint): irregular plans exceed a square. */
export const PERIMETER_SHAPE_FACTOR = 1.25;
/** Storey height = ceiling height + floor zone (m). */
export const FLOOR_ZONE_M = 0.3;
/** Internal wall area per m² of conditioned floor area. */
export const INTERNAL_WALL_PER_FLOOR_AREA = 0.7;
/** Pitched roof area (incl. eaves) per m² of footprint. */
export const PITCHED_ROOF_FACTOR = 1.15;

/** Dimensions of a building. */
export interface BuildingInputs {
  grossFloorArea: number;
  conditionedFloorArea: number;
  floors: number;
  ceilingHeight: number;
  isPitchedRoof: boolean;
}

/** Take-off quantities (m², m). */
export interface BuildingTakeOff {
  footprint: number;
  roofArea: number;
  perimeter: number;
  externalWallArea: number;
  windowArea: number;
  internalWallArea: number;
  ceilingArea: number;
  upperFloorArea: number;
}

/** Compute take-off quantities with the ratios above. */
export function takeOff(b: BuildingInputs): BuildingTakeOff {
  const footprint = b.grossFloorArea / b.floors;
  const perimeter = PERIMETER_SHAPE_FACTOR * 4 * Math.sqrt(footprint);
  const windowArea = WINDOW_TO_FLOOR_RATIO * b.conditionedFloorArea;
  const grossWall = perimeter * (b.ceilingHeight + FLOOR_ZONE_M) * b.floors;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    footprint: round(footprint),
    roofArea: round(b.isPitchedRoof ? footprint * PITCHED_ROOF_FACTOR : footprint),
    perimeter: round(perimeter),
    externalWallArea: round(grossWall - windowArea),
    windowArea: round(windowArea),
    internalWallArea: round(INTERNAL_WALL_PER_FLOOR_AREA * b.conditionedFloorArea),
    ceilingArea: round(b.conditionedFloorArea / b.floors),
    upperFloorArea: round(b.grossFloorArea - footprint),
  };
}
