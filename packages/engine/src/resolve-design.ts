/**
 * Resolve the derived attributes of a design (GFA, conditioned area, occupants, roof area) and
 * the attribute values used by auto-scaling and functional units.
 */
import { ATTRIBUTE_ID } from './attributes';
import type { Design } from './design-types';
import { conditionedFloorArea, resolveGrossFloorArea } from './gross-floor-area';
import { occupantsPerDwelling } from './occupants';
import { validateDesignAttributes } from './validate-design';

/** Derived areas (m²) and occupants of a design. */
export interface DesignQuantities {
  grossFloorArea: number;
  minimumGrossFloorArea: number;
  predictedGrossFloorArea: number;
  conditionedFloorArea: number;
  roofArea: number;
  occupantsPerDwelling: number;
  occupants: number;
  attributeValues: Readonly<Record<number, number>>;
}

/**
 * Derived quantities of `design`: GFA per its type, conditioned floor area, roof area = GFA /
 * floors, occupants by WoH Eq 2 per dwelling (or `occupantsOverride` in total).
 */
export function resolveDesignQuantities(
  design: Design,
  occupantsOverride?: number | null,
): DesignQuantities {
  const a = design.attributes;
  validateDesignAttributes(a);
  const gfa = resolveGrossFloorArea(a);
  const cfa = conditionedFloorArea(a, gfa.value);
  const nd =
    occupantsOverride != null
      ? occupantsOverride / a.dwellings
      : occupantsPerDwelling(cfa / a.dwellings);
  const occupants = nd * a.dwellings;
  const roofArea = gfa.value / a.floors;
  return {
    grossFloorArea: gfa.value,
    minimumGrossFloorArea: gfa.minimum,
    predictedGrossFloorArea: gfa.predicted,
    conditionedFloorArea: cfa,
    roofArea,
    occupantsPerDwelling: nd,
    occupants,
    attributeValues: {
      [ATTRIBUTE_ID.dwellings]: a.dwellings,
      [ATTRIBUTE_ID.bedrooms]: a.bedrooms,
      [ATTRIBUTE_ID.grossFloorArea]: gfa.value,
      [ATTRIBUTE_ID.bathrooms]: a.bathrooms,
      [ATTRIBUTE_ID.carparks]: a.carparks,
      [ATTRIBUTE_ID.floors]: a.floors,
      [ATTRIBUTE_ID.roofArea]: roofArea,
      [ATTRIBUTE_ID.occupants]: occupants,
      [ATTRIBUTE_ID.conditionedFloorArea]: cfa,
    },
  };
}
