import type { Design } from '@circa/engine/design-types';
import { resolveDesignQuantities } from '@circa/engine/resolve-design';
import type { DesignContent } from '@circa/db/designs.repository';

/**
 * The list columns of a design row, taken from the engine's Design. The gross floor area is the
 * one the engine resolves (Known, Calculated or Predicted), in m².
 */
export function designContent(
  design: Design,
  meta: { name: string; description: string; lciGroupId: number },
): DesignContent {
  const a = design.attributes;
  return {
    name: meta.name,
    description: meta.description,
    functionTypeName: design.functionTypeName,
    lciGroupId: meta.lciGroupId,
    dwellings: a.dwellings,
    bedrooms: a.bedrooms,
    bathrooms: a.bathrooms,
    floors: a.floors,
    grossFloorArea: Math.round(resolveDesignQuantities(design).grossFloorArea * 10) / 10,
    design,
  };
}
