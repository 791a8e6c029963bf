/**
 * Biogenic carbon stored in the starter's wood products, as its own GWP-biogenic line
 * (indicator 24; methodology §1.1).
 *
 * ÖKOBAUDAT's EN 15804+A1 wood datasets net the CO2 the wood took up into their GWP: A1-A3
 * carries the uptake as a removal and C3 (incineration with energy recovery) the release, with no
 * separate biogenic line. The engine reports GWP without biogenic carbon wherever a process gives
 * GWP-biogenic (`compiled-source.ts`), so Circa adds that line to each wood product here: −S in
 * A1-A3 and +S in C3, where S is the CO2 of the carbon stored in one declared unit. Whole-life GWP
 * is unchanged by this (the two cancel); upfront GWP no longer counts the uptake.
 */
import type { LciSource, Process, ProcessFactor, Provenance } from '@circa/engine/lci-types';
import { INDICATOR_ID } from '@circa/engine/indicators';

/** Mass ratio of CO2 to carbon (44/12). */
const CO2_PER_CARBON = 44 / 12;

/** EN 16449's default carbon fraction of oven-dry wood. */
export const WOOD_CARBON_FRACTION = 0.5;

/**
 * How S is found for a wood product:
 * - `en-16449`: EN 16449:2014, P_CO2 = 44/12 × cf × ρ_ω × V_ω / (1 + ω/100), kg CO2 per m³
 *   (cf = 0.5; ρ_ω = the dataset's density at moisture content ω %; V_ω = 1 m³), or per declared
 *   unit with the dataset's mass per unit in place of ρ_ω × V_ω (parquet per m²);
 * - `c3-release`: the dataset's own C3 GWP, when it gives no density (that figure also holds the
 *   fossil emissions of incineration, so S is overstated a little).
 */
export type StoredCarbonMethod =
  { kind: 'en-16449'; moisturePercent: number; moistureStated: boolean } | { kind: 'c3-release' };

/** The starter's wood products and how their stored carbon is found (ids of the starter). */
export const STORED_CARBON_METHODS: Readonly<Record<string, StoredCarbonMethod>> = {
  // reference flows named "12% Feuchte", "12% moisture", "12% Feuchtigkeit" in ÖKOBAUDAT 2020-II
  'timber-softwood-structural-kd-oekobaudat': en16449(12, true),
  'timber-softwood-sawn-pine-oekobaudat': en16449(12, true),
  'timber-softwood-sawn-spruce-oekobaudat': en16449(12, true),
  'timber-hardwood-oak-oekobaudat': en16449(12, true),
  'timber-glulam-oekobaudat': en16449(12, true),
  // reference flows without a moisture content: 12 % assumed, as for the datasets above
  'timber-lvl-oekobaudat': en16449(12, false),
  'timber-clt-oekobaudat': en16449(12, false),
  'timber-plywood-oekobaudat': en16449(12, false),
  // "Spanplatte P5 (8,5 % Feuchte)" has no density in the dataset
  'timber-particleboard-oekobaudat': { kind: 'c3-release' },
  // per m² of floor, mass per m² from the dataset; moisture not stated, 12 % assumed
  'finishes-timber-flooring-solid-oekobaudat': en16449(12, false),
  'finishes-timber-flooring-engineered-oekobaudat': en16449(12, false),
};

function en16449(moisturePercent: number, moistureStated: boolean): StoredCarbonMethod {
  return { kind: 'en-16449', moisturePercent, moistureStated };
}

/**
 * EN 16449:2014 biogenic CO2 of wood, kg CO2 per declared unit: 44/12 × cf × m_ω / (1 + ω/100),
 * with m_ω the mass of one unit (kg; for 1 m³ the density ρ_ω) at moisture content ω (%) and cf
 * the carbon fraction of oven-dry mass.
 */
export function en16449StoredCo2(
  massKgPerUnit: number,
  moisturePercent: number,
  carbonFraction = WOOD_CARBON_FRACTION,
): number {
  return (CO2_PER_CARBON * carbonFraction * massKgPerUnit) / (1 + moisturePercent / 100);
}

/** S of one process, kg CO2 per declared unit, or null when it cannot be found. */
function storedCo2(process: Process, method: StoredCarbonMethod): number | null {
  if (method.kind === 'c3-release') {
    const c3 = process.factors.find(
      (f) => f.indicatorId === INDICATOR_ID.globalWarmingPotential && f.module === 'C3',
    );
    return c3 ? c3.value : null;
  }
  if (!process.densityKgPerUnit) return null;
  return en16449StoredCo2(process.densityKgPerUnit, method.moisturePercent);
}

function provenanceOf(process: Process, method: StoredCarbonMethod): Provenance {
  const table =
    method.kind === 'en-16449'
      ? `EN 16449:2014 formula, P_CO2 = 44/12 × 0.5 × ${process.densityKgPerUnit} kg per ${process.declaredUnit} / (1 + ${method.moisturePercent}/100), the mass per unit of the ÖKOBAUDAT 2020-II dataset of "${process.name}"`
      : `the C3 (incineration) GWP of the ÖKOBAUDAT 2020-II dataset of "${process.name}" taken as the release of its stored carbon`;
  const assumptions = [
    method.kind === 'en-16449' && !method.moistureStated
      ? 'moisture content not stated by the dataset, 12 % assumed'
      : null,
    method.kind === 'en-16449' &&
      /lvl|clt|plywood|engineered/.test(process.id) &&
      'adhesive counted as wood (carbon fraction 0.5 of the whole dry mass)',
    method.kind === 'c3-release' && 'C3 also holds incineration’s fossil emissions',
  ].filter(Boolean);
  return {
    source: 'circa-method',
    table,
    licence: 'cc-by-4.0',
    confidence: 'medium',
    isApproximate: true,
    note: `Biogenic carbon stored in the product, reported apart from GWP (methodology §1.1): −S in A1-A3, +S in C3. Approximate: EN 16449's default carbon fraction 0.5${assumptions.length ? `; ${assumptions.join('; ')}` : ''}.`,
  };
}

/**
 * A copy of the starter with a GWP-biogenic line (−S in A1-A3, +S in C3) on each wood product of
 * {@link STORED_CARBON_METHODS} that has no such line yet. Throws when a listed product is
 * missing or its S cannot be found, so the table and the data cannot drift apart.
 */
export function withStoredBiogenicCarbon(source: LciSource): LciSource {
  const provenance = [...source.provenance];
  const processes = source.processes.map((process) => {
    const method = STORED_CARBON_METHODS[process.id];
    if (!method) return process;
    if (process.factors.some((f) => f.indicatorId === INDICATOR_ID.globalWarmingPotentialBiogenic))
      return process;
    const stored = storedCo2(process, method);
    if (stored === null)
      throw new Error(`${process.id}: its stored biogenic carbon cannot be found (${method.kind})`);
    provenance.push(provenanceOf(process, method));
    const at = provenance.length - 1;
    const biogenic: ProcessFactor[] = [
      {
        indicatorId: INDICATOR_ID.globalWarmingPotentialBiogenic,
        module: 'A1-A3',
        value: -stored,
        provenance: at,
      },
      {
        indicatorId: INDICATOR_ID.globalWarmingPotentialBiogenic,
        module: 'C3',
        value: stored,
        provenance: at,
      },
    ];
    return { ...process, factors: [...process.factors, ...biogenic] };
  });
  const missing = Object.keys(STORED_CARBON_METHODS).filter(
    (id) => !source.processes.some((p) => p.id === id),
  );
  if (missing.length > 0) throw new Error(`No process ${missing.join(', ')} in ${source.id}`);
  return { ...source, provenance, processes };
}
