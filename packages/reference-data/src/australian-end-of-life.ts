/**
 * Australian end of life (method v2, issue 16 item 3; docs/methodology.md §5.1).
 *
 * The starter's end-of-life modules (C1–C4, D) are those of its ÖKOBAUDAT datasets: German
 * scenarios, with wood incinerated with energy recovery (credited against the German grid in D)
 * and mineral rubble fully recycled. This transform replaces C3, C4 and D of the affected
 * processes by the fates Australian construction and demolition waste actually has, read from
 * DCCEEW's National Waste and Resource Recovery Database 2024 (2022–23, C&D stream, all
 * jurisdictions), and counts landfilled wood's decay by the National Greenhouse Accounts method.
 * C1 (demolition) and C2 (transport to the waste facility) are left as the datasets give them.
 *
 * - **Wood** (the products of {@link STORED_CARBON_METHODS}; S = stored CO2 per declared unit, the
 *   GWP-biogenic C3 line of biogenic-carbon.ts): a share E is burnt for energy (the dataset's own
 *   C3 and D, scaled by E), a share R recycled (its biogenic carbon leaves the system with the
 *   material: +R·S in C3; no processing or credit figure, so R adds nothing else) and a share L
 *   landfilled. In landfill the decomposing share d of the carbon releases d·S as biogenic carbon
 *   (C4, indicator 24), and its methane warms by CH4·(GWP − 44/16) beyond the CO2 of its carbon
 *   (C4, GWP). The rest, L·(1 − d)·S, stays stored: the whole-life biogenic line keeps it as a
 *   negative balance, and GWP gives it no credit.
 * - **Mineral products recycled in the dataset** (concrete, brick, block, AAC, tiles, aggregates,
 *   asphalt): C3 and D scaled by the recovered share r, and the landfilled share (1 − r) counted
 *   with ÖKOBAUDAT's construction-rubble landfill per kg in C4 (all indicators it gives).
 *
 * Every changed factor gets a provenance record marked approximate (figures are combined). A
 * module left without a factor for an indicator is "no data" for it (coverage.ts), never 0.
 */
import type { LciSource, Process, ProcessFactor, Provenance } from '@circa/engine/lci-types';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import { INDICATOR_ID } from '@circa/engine/indicators';
import { STORED_CARBON_METHODS } from './biogenic-carbon';

/** Where the fates were read (methodology §5.1; SOURCES.md). */
export const NWD_2024_TABLE =
  'DCCEEW, National Waste and Resource Recovery Database 2024 (data.gov.au nwd2024, released December 2024), sheet "Database", rows Year 2022–23, Source stream C&D, all eight jurisdictions summed';

/**
 * Tonnes of C&D waste by fate, 2022–23, Australia (sum of the jurisdictions' rows). Timber is a
 * type-level row of the category Organics (its landfill rows are given at type level); the
 * mineral materials are the category "Building and demolition materials" (asphalt, bricks,
 * concrete and pavers, ceramics, plasterboard and cement sheeting, rubble, soil, sand and rock),
 * whose landfill rows exist only at category level.
 */
export const CD_FATES_2022_23 = {
  timber: {
    recycled: 167_718.7,
    energyFromWaste: 67_991.3,
    landfilled: 249_767.1,
    /** Landfilled where the landfill gas is used for energy ("Energy recovery" at a landfill). */
    landfilledWithGasRecovery: 11_034.4,
  },
  buildingAndDemolitionMaterials: {
    recycled: 21_866_536.5,
    reused: 83_978.0,
    landfilled: 3_360_702.8,
  },
} as const;

/** Shares of the timber fates (E energy from waste, R recycled, L landfilled; E + R + L = 1). */
export function timberFateShares(t = CD_FATES_2022_23.timber) {
  const landfilled = t.landfilled + t.landfilledWithGasRecovery;
  const total = t.recycled + t.energyFromWaste + landfilled;
  return {
    energyFromWaste: t.energyFromWaste / total,
    recycled: t.recycled / total,
    landfilled: landfilled / total,
  };
}

/** Recovered share r (recycled or reused) of the building and demolition materials. */
export function mineralRecoveredShare(m = CD_FATES_2022_23.buildingAndDemolitionMaterials) {
  return (m.recycled + m.reused) / (m.recycled + m.reused + m.landfilled);
}

/**
 * The National Greenhouse Accounts' landfill figures for wood (NGA Factors, solid waste, read in
 * public transcriptions; methodology §5.1 says where each was read). With EF = DOC × DOCf × MCF ×
 * F × 1.336 × (1 − OX) × GWP and MCF = 1, the NGA factor implies DOCf ≈ 0.1: d below.
 */
export const NGA_WOOD_LANDFILL = {
  /** t CO2e of methane per t of wood landfilled (NGA solid waste landfill factor, "Wood"). */
  emissionFactor: 0.7,
  /** Degradable organic carbon of wood, t C per t (NGA/NGER waste mix type "wood"). */
  degradableOrganicCarbon: 0.43,
  /** Fraction of methane in landfill gas (F). */
  methaneFractionInGas: 0.5,
  /** Share of methane oxidised in the cover (OX). */
  oxidation: 0.1,
  /** Carbon to methane mass, as the NGER method writes 16/12. */
  carbonToMethane: 1.336,
  /** GWP of methane, IPCC AR5, as the NGER Regulations (reg. 2.02) and the AWT method use. */
  methaneGwp: 28,
} as const;

/** CO2 mass of the carbon in 1 kg of methane (44/16): counted in the biogenic line. */
const CO2_PER_METHANE = 44 / 16;
const CARBON_PER_CO2 = 12 / 44;

/**
 * Share d of wood's degradable carbon that decomposes in landfill, implied by the NGA factor:
 * d = EF / (DOC × 1.336 × F × (1 − OX) × GWP) = 0.7 / 7.2387 = 0.0967.
 */
export function woodDecomposingShare(n = NGA_WOOD_LANDFILL): number {
  return (
    n.emissionFactor /
    (n.degradableOrganicCarbon *
      n.carbonToMethane *
      n.methaneFractionInGas *
      (1 - n.oxidation) *
      n.methaneGwp)
  );
}

/**
 * Landfill of wood storing S kg CO2 per declared unit, all of it landfilled: the biogenic CO2
 * released (d·S) and the methane emitted (kg CH4 = decomposed carbon × 1.336 × F × (1 − OX)),
 * with the GWP of that methane beyond the CO2 of its carbon: CH4 × (28 − 44/16).
 */
export function woodLandfill(storedCo2: number, n = NGA_WOOD_LANDFILL) {
  const d = woodDecomposingShare(n);
  const decomposedCarbon = d * storedCo2 * CARBON_PER_CO2;
  const methane = decomposedCarbon * n.carbonToMethane * n.methaneFractionInGas * (1 - n.oxidation);
  return {
    biogenicRelease: d * storedCo2,
    methane,
    methaneGwpBeyondCarbon: methane * (n.methaneGwp - CO2_PER_METHANE),
  };
}

/**
 * ÖKOBAUDAT 2020-II "Bauschutt-Deponierung" (construction rubble landfill), UUID
 * b7cacb37-7945-4518-be5a-bf7df7edf5c2 version 20.19.120, module C4, per kg; primary energy =
 * PENRT 0.199115 + PERT 0.0261340; water = FW m³ (= kL).
 */
export const RUBBLE_LANDFILL_PER_KG: Readonly<Record<number, number>> = {
  [INDICATOR_ID.globalWarmingPotential]: 0.0136414,
  2: 0.199115 + 0.026134,
  4: 0.0000500981,
  6: 7.578e-17,
  7: 0.0000866595,
  9: 0.00000975014,
  10: 1.38272e-9,
};

/** The starter's mineral products whose dataset recycles them (C3 and D, no landfill). */
export const RECYCLED_MINERAL_PROCESS_IDS: readonly string[] = [
  'concrete-readymix-c20-25-oekobaudat',
  'concrete-readymix-c30-37-oekobaudat',
  'masonry-clay-brick-facing-oekobaudat',
  'masonry-concrete-block-oekobaudat',
  'masonry-aac-block-oekobaudat',
  'masonry-aac-panel-reinforced-oekobaudat',
  'finishes-ceramic-tile-oekobaudat',
  'finishes-ceramic-tile-glazed-oekobaudat',
  'roofing-terracotta-tile-oekobaudat',
  'site-crushed-rock-oekobaudat',
  'site-gravel-oekobaudat',
  'site-sand-oekobaudat',
  'site-asphalt-base-course-oekobaudat',
];

/**
 * The starter's mineral products whose dataset gives no end of life at all (they counted 0 in
 * C1–C4): they take ÖKOBAUDAT's mineral route per kg, that of its crushed-rock dataset (C1
 * demolition, C2 transport, C3 processing, D aggregate credit: per kg the same as its concrete's),
 * with the Australian recovered share and the rubble landfill for the rest.
 */
export const MINERAL_WITHOUT_END_OF_LIFE_IDS: readonly string[] = [
  'roofing-concrete-tile-oekobaudat',
  'cement-cem-ii-a-oekobaudat',
  'cement-cem-ii-b-oekobaudat',
  'cement-cem-iii-42-5-oekobaudat',
  'fly-ash-oekobaudat',
];

/** The per-kg mineral route those take (a kg-declared ÖKOBAUDAT dataset). */
export const MINERAL_ROUTE_PROCESS_ID = 'site-crushed-rock-oekobaudat';

const GWP = INDICATOR_ID.globalWarmingPotential;
const GWP_BIOGENIC = INDICATOR_ID.globalWarmingPotentialBiogenic;
const REPLACED: ReadonlySet<LifeCycleModule> = new Set<LifeCycleModule>(['C3', 'C4', 'D']);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Provenance records of the transform, added once to the source. */
type RecordKey =
  'woodScaled' | 'woodLandfill' | 'woodRecycled' | 'mineral' | 'rubbleLandfill' | 'mineralRoute';

function provenanceRecords(): Record<RecordKey, Provenance> {
  const t = timberFateShares();
  const r = mineralRecoveredShare();
  const fates = `${NWD_2024_TABLE}; Organics / Timber: energy from waste ${pct(t.energyFromWaste)}, recycled ${pct(t.recycled)}, landfilled ${pct(t.landfilled)} of 496,511 t`;
  const note = 'Australian end of life (methodology §5.1).';
  return {
    woodScaled: {
      source: 'oekobaudat-2020-ii',
      table: `the dataset's C3 and D (incineration with energy recovery) × ${pct(t.energyFromWaste)}, the share of Australian C&D timber going to energy from waste, plus in C3 the biogenic carbon of the recycled share, ${pct(t.recycled)} × S (${fates})`,
      licence: 'oekobaudat-free',
      confidence: 'low',
      isApproximate: true,
      note: `${note} Approximate: German incineration and German energy credit kept for the share burnt in Australia.`,
    },
    woodRecycled: {
      source: 'circa-method',
      table: `biogenic carbon released in C3 by the share burnt (${pct(t.energyFromWaste)} × S) and leaving the product system with the recycled share (${pct(t.recycled)} × S); S as in methodology §1.1 (${fates})`,
      licence: 'cc-by-4.0',
      confidence: 'low',
      isApproximate: true,
      note: `${note} No Australian figure for sorting or chipping recycled timber, nor for the material it replaces: the recycled share adds no fossil emission and no module D credit.`,
    },
    woodLandfill: {
      source: 'nga-2023-solid-waste',
      table: `landfill of ${pct(t.landfilled)} of the wood (${fates}); NGA Factors solid waste landfill factor for wood 0.7 t CO2e/t (as transcribed with the 2023 tables) with DOC 0.43, F 0.5, OX 0.1, 1.336, GWP CH4 28: decomposing share d = ${woodDecomposingShare().toFixed(4)}, released d × S, methane × (28 − 44/16)`,
      licence: 'cc-by-4.0',
      confidence: 'low',
      isApproximate: true,
      note: `${note} Approximate: d is implied by the NGA factor (DOCf ≈ 0.1), applied to the product's EN 16449 carbon; applied as published with no deduction for landfill-gas capture, so an upper estimate; the factor was read in public transcriptions of the NGA table, not the DCCEEW workbook; decay over time not modelled (all within the period).`,
    },
    mineral: {
      source: 'oekobaudat-2020-ii',
      table: `the dataset's C3 and D (recycling) × ${pct(r)}, the recovered share of Australian C&D building and demolition materials (${NWD_2024_TABLE}; category Building and demolition materials: recycled 21,866,537 t, reused 83,978 t, landfilled 3,360,703 t)`,
      licence: 'oekobaudat-free',
      confidence: 'medium',
      isApproximate: true,
      note: `${note} Approximate: one national recovery rate for all mineral materials; German crushing and aggregate credit kept for the recycled share.`,
    },
    rubbleLandfill: {
      source: 'oekobaudat-2020-ii',
      table: `ÖKOBAUDAT 2020-II "Bauschutt-Deponierung" (construction rubble landfill), UUID b7cacb37-7945-4518-be5a-bf7df7edf5c2 version 20.19.120, C4 per kg × mass per declared unit × ${pct(1 - r)} landfilled (${NWD_2024_TABLE})`,
      licence: 'oekobaudat-free',
      confidence: 'medium',
      isApproximate: true,
      note: `${note} Approximate: a German landfill process for the Australian landfilled share.`,
    },
    mineralRoute: {
      source: 'oekobaudat-2020-ii',
      table: `the C1, C2, C3 and D per kg of the ÖKOBAUDAT 2020-II crushed-rock dataset of the starter (${MINERAL_ROUTE_PROCESS_ID}) × mass per declared unit, C3 and D × ${pct(r)} recovered (${NWD_2024_TABLE})`,
      licence: 'oekobaudat-free',
      confidence: 'low',
      isApproximate: true,
      note: `${note} Approximate: the product's own dataset gives no end of life; the generic German mineral route per kg stands in for it.`,
    },
  };
}

/**
 * Provenance indices of the transform: `at` the records added once; `scaled(f, key)` a record for
 * a dataset's factor scaled by a share — the factor's own record (dataset, UUID, module) with the
 * share and its source appended, marked approximate — one per original record and key.
 */
interface Records {
  at: Record<RecordKey, number>;
  scaled: (factor: ProcessFactor, key: 'woodScaled' | 'mineral' | 'mineralRoute') => number;
}

function factorOf(process: Process, indicatorId: number, module: LifeCycleModule) {
  return process.factors.find((f) => f.indicatorId === indicatorId && f.module === module);
}

/** Wood: E·C3 and E·D of the dataset, R·S transferred in C3, landfill decay in C4. */
function woodFactors(process: Process, { at, scaled: rec }: Records): ProcessFactor[] {
  const stored = factorOf(process, GWP_BIOGENIC, 'C3')?.value;
  if (stored === undefined)
    throw new Error(
      `${process.id}: no stored biogenic carbon (run withStoredBiogenicCarbon first)`,
    );
  const { energyFromWaste: e, recycled: r, landfilled: l } = timberFateShares();
  const landfill = woodLandfill(stored);
  const kept = process.factors.filter((f) => !REPLACED.has(f.module));
  const scaled = process.factors
    .filter((f) => (f.module === 'C3' || f.module === 'D') && f.indicatorId !== GWP_BIOGENIC)
    .map((f) => ({
      ...f,
      // GWP-total of C3 also holds the recycled share's biogenic carbon (+R·S), which the
      // biogenic line holds too: the engine's GWP (total − biogenic) keeps only the fossil part
      // of the incinerated share, E·(C3 − S).
      value: f.value * e + (f.indicatorId === GWP && f.module === 'C3' ? r * stored : 0),
      provenance: rec(f, 'woodScaled'),
    }));
  return [
    ...kept,
    ...scaled,
    {
      indicatorId: GWP_BIOGENIC,
      module: 'C3',
      value: (e + r) * stored,
      provenance: at.woodRecycled!,
    },
    {
      indicatorId: GWP,
      module: 'C4',
      value: l * (landfill.biogenicRelease + landfill.methaneGwpBeyondCarbon),
      provenance: at.woodLandfill!,
    },
    {
      indicatorId: GWP_BIOGENIC,
      module: 'C4',
      value: l * landfill.biogenicRelease,
      provenance: at.woodLandfill!,
    },
  ];
}

/** Mineral: r·C3 and r·D of the dataset, (1 − r)·m·landfill per kg added to C4. */
function mineralFactors(process: Process, records: Records, scale = true): ProcessFactor[] {
  const { at, scaled: rec } = records;
  const mass = process.densityKgPerUnit;
  if (!mass) throw new Error(`${process.id}: no mass per declared unit for its landfilled share`);
  const r = mineralRecoveredShare();
  const out = process.factors.map((f) =>
    scale && (f.module === 'C3' || f.module === 'D')
      ? { ...f, value: f.value * r, provenance: rec(f, 'mineral') }
      : f,
  );
  for (const [id, perKg] of Object.entries(RUBBLE_LANDFILL_PER_KG)) {
    const value = (1 - r) * mass * perKg;
    const existing = out.findIndex((f) => f.indicatorId === Number(id) && f.module === 'C4');
    if (existing >= 0)
      out[existing] = {
        ...out[existing]!,
        value: out[existing]!.value + value,
        provenance: at.rubbleLandfill!,
      };
    else out.push({ indicatorId: Number(id), module: 'C4', value, provenance: at.rubbleLandfill! });
  }
  return out;
}

/** A mineral product without end of life: the per-kg route of {@link MINERAL_ROUTE_PROCESS_ID}. */
function mineralRouteFactors(process: Process, route: Process, records: Records): ProcessFactor[] {
  const mass = process.densityKgPerUnit;
  if (!mass) throw new Error(`${process.id}: no mass per declared unit for its end of life`);
  const perKg = 1 / (route.densityKgPerUnit ?? Number.NaN);
  const r = mineralRecoveredShare();
  const routeFactors = route.factors
    .filter((f) => ['C1', 'C2', 'C3', 'D'].includes(f.module))
    .map((f) => ({
      ...f,
      value: f.value * perKg * mass * (f.module === 'C3' || f.module === 'D' ? r : 1),
      provenance: records.scaled(f, 'mineralRoute'),
    }));
  return mineralFactors(process, records, false).concat(routeFactors);
}

/**
 * A copy of the source (the starter, after withStoredBiogenicCarbon) with Australian end-of-life
 * fates on its wood and recycled mineral products. Throws when a listed process is missing, so
 * the lists and the data cannot drift apart; a source already transformed is returned as is.
 */
export function withAustralianEndOfLife(source: LciSource): LciSource {
  if (source.provenance.some((p) => p.source === 'nga-2023-solid-waste')) return source;
  const wood = new Set(Object.keys(STORED_CARBON_METHODS));
  const mineral = new Set(RECYCLED_MINERAL_PROCESS_IDS);
  const withoutEndOfLife = new Set(MINERAL_WITHOUT_END_OF_LIFE_IDS);
  const missing = [...wood, ...mineral, ...withoutEndOfLife].filter(
    (id) => !source.processes.some((p) => p.id === id),
  );
  if (missing.length > 0) throw new Error(`No process ${missing.join(', ')} in ${source.id}`);
  const provenance = [...source.provenance];
  const templates = provenanceRecords();
  const at = {} as Record<RecordKey, number>;
  for (const [key, record] of Object.entries(templates)) {
    provenance.push(record);
    at[key as RecordKey] = provenance.length - 1;
  }
  const made = new Map<string, number>();
  const scaled: Records['scaled'] = (factor, key) => {
    const id = `${key}:${factor.provenance}`;
    const hit = made.get(id);
    if (hit !== undefined) return hit;
    const original = source.provenance[factor.provenance];
    if (!original) return at[key];
    const template = templates[key];
    provenance.push({
      ...original,
      table: `${original.table} — ${template.table}`,
      confidence: template.confidence,
      isApproximate: true,
      note: template.note,
    });
    made.set(id, provenance.length - 1);
    return provenance.length - 1;
  };
  const records: Records = { at, scaled };
  const route = source.processes.find((p) => p.id === MINERAL_ROUTE_PROCESS_ID)!;
  const processes = source.processes.map((process) => {
    if (wood.has(process.id)) return { ...process, factors: woodFactors(process, records) };
    if (mineral.has(process.id)) return { ...process, factors: mineralFactors(process, records) };
    if (withoutEndOfLife.has(process.id)) {
      if (process.factors.some((f) => ['C1', 'C2', 'C3', 'C4', 'D'].includes(f.module)))
        throw new Error(`${process.id} has an end of life of its own; take it off the list`);
      return { ...process, factors: mineralRouteFactors(process, route, records) };
    }
    return process;
  });
  return { ...source, provenance, processes };
}
