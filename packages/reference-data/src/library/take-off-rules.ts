/**
 * Quantities derived from published dimensions (docs/methodology.md §13, "Scope completeness"):
 * the substructure templates compute their concrete and reinforcement from these functions so
 * that every figure can be traced to the dimension it comes from.
 */

/**
 * Density of reinforcing steel, kg/m³: the value AS/NZS 4671 uses for the nominal mass per
 * metre of bars and mesh.
 */
export const REINFORCING_STEEL_DENSITY_KG_PER_M3 = 7850;

/**
 * Mass per metre of `count` parallel bars of `diameterMm` (kg/m): count × π/4 × d² × ρ. The cross
 * wires of trench mesh are not counted (a lower bound).
 */
export function barsMassPerMetre(count: number, diameterMm: number): number {
  const d = diameterMm / 1000;
  return count * (Math.PI / 4) * d * d * REINFORCING_STEEL_DENSITY_KG_PER_M3;
}

/**
 * Mass per m² of a square mesh of `diameterMm` bars at `pitchMm` centres both ways (kg/m²),
 * without laps: 2 × (1000 / pitch) bars per metre, each the mass of one bar per metre.
 */
export function squareMeshMassPerSquareMetre(diameterMm: number, pitchMm: number): number {
  return 2 * (1000 / pitchMm) * barsMassPerMetre(1, diameterMm);
}

/**
 * Concrete of an edge beam below the slab panel, per metre of slab perimeter (m³/m):
 * width × (overall depth − panel thickness). The panel above the beam is already counted by the
 * slab (per m² of footprint).
 */
export function edgeBeamConcretePerMetre(widthM: number, depthM: number, panelM: number): number {
  if (depthM < panelM) throw new Error('The beam is shallower than the slab panel.');
  return widthM * (depthM - panelM);
}
