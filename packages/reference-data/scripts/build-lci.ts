/**
 * Build the LCI source "Circa open starter 2026.1" from /work/shared/data (materials, NGA
 * electricity and fuels) plus the transcribed price and water facts.
 */
import type { AustralianState } from '@circa/engine/design-types';
import { AUSTRALIAN_STATES } from '@circa/engine/design-types';
import type { Confidence, LciSource, Process, ProcessFactor } from '@circa/engine/lci-types';
import type { LifeCycleModule } from '@circa/engine/life-cycle-modules';
import type { DeclaredUnit } from '@circa/engine/units';
import { num, readCsv } from './csv';
import {
  GRID_NAMES,
  GRID_OF_STATE,
  WATER_PRICE_AUD_PER_KL,
  WOH_LPG_CENTS_PER_MJ,
  WOH_PRICES,
  WOH_TOU_HOURS,
  WOH_WOOD_CENTS_PER_MJ,
  WOH_WOOD_KG_PER_MJ,
} from './energy-water-facts';
import { ProvenanceTable } from './provenance-table';
import {
  WA_GROUNDWATER_SUPPLY_KG_CO2E_PER_KL,
  WASTEWATER_TREATMENT_KWH_PER_KL,
  wastewaterKgCo2ePerKl,
} from './water-emission-factors';

/** Licences whose rows may be redistributed (materials/SOURCES.md). */
export const REDISTRIBUTABLE_LICENCES = new Set(['oekobaudat-free', 'ogl-3']);

/** NGA editions shipped; the default is the last. */
export const NGA_EDITIONS = [2024, 2025, 2026] as const;

const INDICATOR_OF: Record<string, number> = {
  gwp: 1,
  'primary-energy': 2,
  water: 4,
  odp: 6,
  ap: 7,
  ep: 9,
  adp: 10,
};
const KEPT_MODULES = new Set<LifeCycleModule>(['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D']);
const UNIT_OF: Record<string, DeclaredUnit> = {
  m3: 'm3',
  m2: 'm2',
  kg: 'kg',
  t: 't',
  m: 'm',
  each: 'each',
  't.km': 't.km',
};

/** Build the material and transport processes; returns processes and the rows skipped by licence. */
function materials(
  dataDir: string,
  prov: ProvenanceTable,
): { processes: Process[]; skipped: number } {
  const rows = readCsv(`${dataDir}/materials/factors.csv`);
  const byId = new Map<string, { process: Process; factors: Map<string, ProcessFactor> }>();
  let skipped = 0;
  for (const r of rows) {
    if (!REDISTRIBUTABLE_LICENCES.has(r.licence ?? '')) {
      skipped++;
      continue;
    }
    const id = r.material_id!;
    const unit = UNIT_OF[r.declared_unit ?? ''];
    if (!unit) throw new Error(`factors.csv: unknown declared unit "${r.declared_unit}" for ${id}`);
    let entry = byId.get(id);
    if (!entry) {
      const isTransport = unit === 't.km';
      const density = num(r.density_kg_per_unit);
      entry = {
        process: {
          id,
          name: r.name!,
          kind: isTransport ? 'transport' : 'material',
          category: isTransport ? 'transport' : r.category!,
          declaredUnit: unit,
          densityKgPerUnit: Number.isFinite(density) ? density : null,
          costPerUnit: null,
          factors: [],
        },
        factors: new Map(),
      };
      byId.set(id, entry);
    }
    const module = r.module as LifeCycleModule;
    const isTransportRow =
      entry.process.kind === 'transport' && module === ('A4' as LifeCycleModule);
    if (!isTransportRow && !KEPT_MODULES.has(module)) continue; // A4 of products: Circa computes A4 from distance
    const indicatorId = INDICATOR_OF[r.indicator ?? ''];
    if (indicatorId === undefined) continue; // POCP has no spec indicator id
    const valueUnit = r.value_unit ?? '';
    if (r.indicator === 'adp' && !valueUnit.includes('Sb')) continue; // keep ADP elements only
    const note =
      r.indicator === 'primary-energy'
        ? 'indicator 2 = PENRT + PERT (sum computed by Circa)'
        : undefined;
    const provenance = prov.add({
      source: r.source_id!,
      table: r.source_table_or_page!,
      licence: r.licence!,
      confidence: r.confidence as Confidence,
      ...(note ? { note } : {}),
    });
    const key = `${indicatorId}|${module}`;
    const existing = entry.factors.get(key);
    const value = num(r.value);
    if (!Number.isFinite(value)) throw new Error(`factors.csv: bad value for ${id} ${key}`);
    if (existing) {
      if (r.indicator !== 'primary-energy') throw new Error(`factors.csv: duplicate ${id} ${key}`);
      existing.value += value;
    } else {
      entry.factors.set(key, { indicatorId, module, value, provenance });
    }
  }
  const processes = [...byId.values()].map((e) => ({
    ...e.process,
    factors: [...e.factors.values()],
  }));
  for (const p of processes)
    if (p.factors.length === 0) throw new Error(`process ${p.id} has no factors`);
  return { processes, skipped };
}

/** Time-weighted flat electricity tariff in AUD/kWh (WoH Tables 86 and 89). */
export function flatElectricityTariff(state: AustralianState): number {
  const p = WOH_PRICES[state];
  const h = WOH_TOU_HOURS;
  return (h.offPeak * p.offPeak + h.peak * p.peak + h.shoulder * p.shoulder) / 24 / 100;
}

function energy(dataDir: string, prov: ProvenanceTable): Process[] {
  const elec = readCsv(`${dataDir}/nga/electricity-location-based.csv`);
  const fuels = readCsv(`${dataDir}/nga/fuels.csv`);
  const tariffProv = prov.add({
    source: 'nathers-woh-rev10.1',
    table: 'Table 86 energy prices (about 2022), time-weighted by Table 89 hours',
    licence: 'cc-by-4.0',
    confidence: 'medium',
    isApproximate: true,
    note: 'flat tariff = (9 h off-peak + 6 h peak + 9 h shoulder) / 24; editable default',
  });
  const controlledProv = prov.add({
    source: 'nathers-woh-rev10.1',
    table: 'Table 86 controlled-load electricity price by state (about 2022)',
    licence: 'cc-by-4.0',
    confidence: 'medium',
    note: 'off-peak controlled-load circuit (e.g. electric storage hot water); editable default',
  });
  const processes: Process[] = [];
  for (const edition of [2024, 2025, 2026]) {
    for (const state of AUSTRALIAN_STATES) {
      const grid = GRID_OF_STATE[state];
      const row = elec.find((r) => r.edition === String(edition) && r.grid === grid);
      if (!row) continue;
      const p = prov.add({
        source: `nga-${edition}`,
        table: `NGA Factors ${edition} Table 1, ${grid}: scope 2 ${row.scope2_kgco2e_per_kwh} + scope 3 ${row.scope3_kgco2e_per_kwh} kg CO2e/kWh (${row.provenance})`,
        licence: 'cc-by-4.0',
        confidence: row.confidence as Confidence,
      });
      const factors = [
        {
          indicatorId: 1,
          module: 'B6' as const,
          value:
            Math.round((num(row.scope2_kgco2e_per_kwh) + num(row.scope3_kgco2e_per_kwh)) * 1e6) /
            1e6,
          provenance: p,
        },
      ];
      processes.push({
        id: `electricity-${state.toLowerCase()}-nga-${edition}`,
        name: `Electricity, ${GRID_NAMES[grid]} grid, ${state} (NGA ${edition}, location-based scope 2 + 3)`,
        kind: 'energy',
        category: 'electricity',
        carrier: 'electricity',
        declaredUnit: 'kWh',
        costPerUnit: Math.round(flatElectricityTariff(state) * 1e6) / 1e6,
        costProvenance: tariffProv,
        factors,
      });
      // The same grid electricity on a controlled-load (off-peak) tariff: same factors, its price.
      processes.push({
        id: `electricity-controlled-load-${state.toLowerCase()}-nga-${edition}`,
        name: `Electricity, controlled load, ${GRID_NAMES[grid]} grid, ${state} (NGA ${edition}, location-based scope 2 + 3)`,
        kind: 'energy',
        category: 'electricity',
        carrier: 'electricity',
        declaredUnit: 'kWh',
        costPerUnit: Math.round(WOH_PRICES[state].controlled * 1e4) / 1e6,
        costProvenance: controlledProv,
        factors,
      });
    }
  }
  const fuel = (f: string, q: string) => fuels.find((r) => r.fuel === f && r.quantity === q);
  const scope1 = fuel('natural_gas', 'scope1_combined')!;
  const scope3Key: Record<AustralianState, string> = {
    NSW: 'NSW_ACT',
    ACT: 'NSW_ACT',
    VIC: 'VIC',
    QLD: 'QLD',
    SA: 'SA',
    WA: 'WA',
    TAS: 'TAS',
    NT: 'NT',
  };
  const gasPriceProv = prov.add({
    source: 'nathers-woh-rev10.1',
    table: 'Table 86 natural gas price by state (about 2022)',
    licence: 'cc-by-4.0',
    confidence: 'medium',
    note: 'editable default',
  });
  // NGA Table 6 prints "C" (confidential) for Tasmania and the Northern Territory in 2024-2026;
  // the shipped rows are Victoria's and Western Australia's metro factors, as the table's note
  // suggests (re-checked 2026-11-27: src/nga-recheck.ts)
  const proxyOf: Partial<Record<AustralianState, string>> = { TAS: 'VIC', NT: 'WA' };
  for (const state of AUSTRALIAN_STATES) {
    const s3 = fuel('natural_gas', `scope3_metro_${scope3Key[state]}`)!;
    const proxy = proxyOf[state];
    const p = prov.add({
      source: `nga-${s3.edition}`,
      table: `NGA Table 5 scope 1 ${scope1.value} + Table 6 scope 3 (metro ${scope3Key[state]}) ${s3.value} kg CO2e/GJ`,
      licence: 'cc-by-4.0',
      confidence: s3.confidence as Confidence,
      note: proxy
        ? `proxy: Table 6 prints C (confidential) for ${state}; the ${proxy} metro factor is used, as the table's note suggests`
        : s3.provenance,
      ...(proxy && { isApproximate: true }),
    });
    processes.push({
      id: `natural-gas-${state.toLowerCase()}`,
      name: `Natural gas, ${state} (NGA, scope 1 + 3)`,
      kind: 'energy',
      category: 'natural-gas',
      carrier: 'natural-gas',
      declaredUnit: 'MJ',
      costPerUnit: Math.round(WOH_PRICES[state].gas * 1e4) / 1e6,
      costProvenance: gasPriceProv,
      factors: [
        {
          indicatorId: 1,
          module: 'B6',
          value: Math.round(((num(scope1.value) + num(s3.value)) / 1000) * 1e8) / 1e8,
          provenance: p,
        },
      ],
    });
  }
  const lpg = fuel('lpg', 'scope1_combined')!;
  processes.push({
    id: 'lpg',
    name: 'LPG (NGA Table 8, scope 1 only)',
    kind: 'energy',
    category: 'lpg',
    carrier: 'lpg',
    declaredUnit: 'MJ',
    costPerUnit: Math.round(WOH_LPG_CENTS_PER_MJ * 1e4) / 1e6,
    costProvenance: prov.add({
      source: 'nathers-woh-rev10.1',
      table: 'Table 86 LPG price (all states)',
      licence: 'cc-by-4.0',
      confidence: 'medium',
    }),
    factors: [
      {
        indicatorId: 1,
        module: 'B6',
        value: num(lpg.value) / 1000,
        provenance: prov.add({
          source: 'nga-2026',
          table: `NGA Table 8 LPG scope 1 ${lpg.value} kg CO2e/GJ`,
          licence: 'cc-by-4.0',
          confidence: 'high',
          isApproximate: true,
          note: 'scope 3 of LPG not in hand: understated by the missing scope 3',
        }),
      },
    ],
  });
  processes.push({
    id: 'firewood',
    name: 'Firewood (NatHERS WoH)',
    kind: 'energy',
    category: 'wood',
    carrier: 'wood',
    declaredUnit: 'MJ',
    costPerUnit: Math.round(WOH_WOOD_CENTS_PER_MJ * 1e4) / 1e6,
    costProvenance: prov.add({
      source: 'nathers-woh-rev10.1',
      table: 'Table 86 wood price (via dwjp/py_wholeofhome)',
      licence: 'cc-by-4.0',
      confidence: 'medium',
    }),
    factors: [
      {
        indicatorId: 1,
        module: 'B6',
        value: WOH_WOOD_KG_PER_MJ,
        provenance: prov.add({
          source: 'nathers-woh-rev10.1',
          table: 'Table 87 wood emission factor (via dwjp/py_wholeofhome)',
          licence: 'cc-by-4.0',
          confidence: 'medium',
        }),
      },
    ],
  });
  processes.push({
    id: 'electricity-off-grid',
    name: 'Electricity generated and stored on site (off grid)',
    kind: 'energy',
    category: 'electricity',
    carrier: 'electricity',
    declaredUnit: 'kWh',
    costPerUnit: 0,
    costProvenance: prov.add({
      source: 'circa-method',
      table: 'docs/methodology.md: off grid',
      licence: 'cc-by-4.0',
      confidence: 'medium',
      isApproximate: true,
      note: 'no tariff; on-site systems are counted as components',
    }),
    factors: [
      {
        indicatorId: 1,
        module: 'B6',
        value: 0,
        provenance: prov.add({
          source: 'circa-method',
          table: 'docs/methodology.md: off grid',
          licence: 'cc-by-4.0',
          confidence: 'medium',
          note: 'definition: no grid electricity; on-site PV is modelled as a component (batteries have no data)',
        }),
      },
    ],
  });
  return processes;
}

/** NGA edition of the grid factors in the wastewater processes (the default edition). */
const WASTEWATER_NGA_EDITION = 2026;

/**
 * Wastewater to the mains sewer by state (water-emission-factors.ts): treatment electricity ×
 * the state's NGA 2026 grid factor, scope 2 + 3. Ids `wastewater-mains-sewer-{state}`.
 */
function wastewaterByState(dataDir: string, prov: ProvenanceTable): Process[] {
  const elec = readCsv(`${dataDir}/nga/electricity-location-based.csv`);
  const noFootprint = prov.add({
    source: 'circa-method',
    table:
      'definition: water to the mains sewer adds no water footprint (counted once, as mains water)',
    licence: 'cc-by-4.0',
    confidence: 'high',
  });
  return AUSTRALIAN_STATES.map((state) => {
    const grid = GRID_OF_STATE[state];
    const row = elec.find((r) => r.edition === String(WASTEWATER_NGA_EDITION) && r.grid === grid);
    if (!row) throw new Error(`NGA ${WASTEWATER_NGA_EDITION}: no grid factor for ${grid}`);
    const scope2 = num(row.scope2_kgco2e_per_kwh);
    const scope3 = num(row.scope3_kgco2e_per_kwh);
    return {
      id: `wastewater-mains-sewer-${state.toLowerCase()}`,
      name: `Wastewater to mains sewer, ${state} (treatment electricity, ${GRID_NAMES[grid]} grid, NGA ${WASTEWATER_NGA_EDITION})`,
      kind: 'water',
      category: 'wastewater',
      declaredUnit: 'kL',
      costPerUnit: null,
      factors: [
        {
          indicatorId: 1,
          module: 'B7',
          value: wastewaterKgCo2ePerKl(scope2, scope3),
          provenance: prov.add({
            source: 'iwa-wastewater-energy-intensity',
            table: `${WASTEWATER_TREATMENT_KWH_PER_KL} kWh/kL (low end of "Wastewater treatment 0.62–0.87 kWh/m3", Table 3, Hoff 2011; Mohtar & Daher 2012, iwaponline.com/view-large/1126267) × NGA ${WASTEWATER_NGA_EDITION} Table 1 ${grid} scope 2 ${row.scope2_kgco2e_per_kwh} + scope 3 ${row.scope3_kgco2e_per_kwh} kg CO2e/kWh`,
            licence: 'cited-figure',
            confidence: 'low',
            isApproximate: true,
            note: "treatment electricity only: sewage pumping and the plants' methane and nitrous oxide (scope 1) are not counted, so a lower bound; the energy intensity is a literature range, not Australian",
          }),
        },
        { indicatorId: 4, module: 'B7', value: 0, provenance: noFootprint },
      ],
    };
  });
}

function water(dataDir: string, prov: ProvenanceTable): Process[] {
  return [
    {
      id: 'mains-water',
      name: 'Mains water supply',
      kind: 'water',
      category: 'water',
      declaredUnit: 'kL',
      costPerUnit: WATER_PRICE_AUD_PER_KL,
      costProvenance: prov.add({
        source: 'abs-water-account-2014-15',
        table: 'national average water price $2.99/kL (as cited by waterrating.gov.au)',
        licence: 'cc-by-4.0',
        confidence: 'medium',
        note: 'editable default',
      }),
      factors: [
        {
          indicatorId: 1,
          module: 'B7',
          value: WA_GROUNDWATER_SUPPLY_KG_CO2E_PER_KL,
          provenance: prov.add({
            source: 'wa-water-treatment-lca-2016',
            table:
              'abstract: groundwater treatment plant "0.38 kg CO2 eq for water delivery to households"; functional unit 1 m3 of water production and delivery (Table 2); 1 m3 = 1 kL',
            licence: 'cc-by-4.0',
            confidence: 'low',
            isApproximate: true,
            note: "one Western Australian plant type (the lowest of the study's three; desalination 2.46 kg CO2e/m3) applied to every state; no utility-wide Australian figure was read",
          }),
        },
        {
          indicatorId: 4,
          module: 'B7',
          value: 1,
          provenance: prov.add({
            source: 'circa-method',
            table: 'definition: 1 kL of mains water is 1 kL of water footprint',
            licence: 'cc-by-4.0',
            confidence: 'high',
          }),
        },
      ],
    },
    {
      // Kept for sources and water tables that name no state: no factors (its volume only).
      id: 'wastewater-mains-sewer',
      name: 'Wastewater to mains sewer',
      kind: 'water',
      category: 'wastewater',
      declaredUnit: 'kL',
      costPerUnit: null,
      factors: [],
    },
    ...wastewaterByState(dataDir, prov),
  ];
}

/** Build the starter LCI source. */
export function buildStarterSource(dataDir: string): { source: LciSource; skippedRows: number } {
  const prov = new ProvenanceTable();
  const m = materials(dataDir, prov);
  const processes = [...m.processes, ...energy(dataDir, prov), ...water(dataDir, prov)];
  return {
    source: {
      id: 'circa-open-starter-2026.1',
      name: 'Circa open starter 2026.1',
      version: '2026.1',
      lciGroupId: 'australia',
      description:
        'Openly licensed starter data: ÖKOBAUDAT 2020-II generic materials (German production, EN 15804+A1) and UK DESNZ 2025 factors, NGA 2024-2026 electricity and fuels, NatHERS WoH prices. Not Australian for materials: import a licensed Australian source (EPiC, AusLCI, NABERS) for design decisions.',
      provenance: prov.rows,
      processes,
    },
    skippedRows: m.skipped,
  };
}
