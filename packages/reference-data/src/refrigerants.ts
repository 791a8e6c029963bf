/**
 * Refrigerant gases and the refrigerant charges of the library's heat pumps and air conditioners
 * (module B1, methodology §6.1; engine: refrigerant.ts). Every figure names where it was read;
 * see SOURCES.md "Refrigerants".
 *
 * Gases are processes of declared unit kg whose indicator-1 factor is the 100-year GWP of one kg
 * released, in B1 (leakage in use) and C1 (loss when the equipment is removed). They are added
 * to the starter source (and so to every source merged with it).
 */
import type { LciSource, Process, Provenance } from '@circa/engine/lci-types';
import type { RefrigerantRelease } from '@circa/engine/refrigerant';

/** Process ids of the refrigerant gases (kg released to air). */
export const REFRIGERANT_PROCESS = {
  r32: 'refrigerant-r32-released-nger',
  r134a: 'refrigerant-r134a-released-nger',
  r744: 'refrigerant-r744-co2-released-nger',
} as const;

const GWP_PROVENANCE: Provenance = {
  source: 'nger-regulations-2008',
  table:
    'National Greenhouse and Energy Reporting Regulations 2008 (Cth), reg. 2.02, table "Values specified for determining carbon dioxide equivalence" (IPCC AR5, 100-year): item 1 CO2 1, item 6 HFC-32 677, item 11 HFC-134a 1,300; read on AustLII (classic.austlii.edu.au, consol_reg ngaerr2008512 s2.02)',
  licence: 'cc-by-4.0',
  confidence: 'high',
  isApproximate: false,
  note: 'The AR5 values the National Greenhouse Accounts use from NGA 2023. Licence assumed (Commonwealth legislation, Federal Register of Legislation terms CC BY 4.0; notice not read).',
};

/** One gas: id, name and GWP (kg CO2e per kg released, AR5 100-year). */
const GASES: readonly { id: string; name: string; gwp: number }[] = [
  { id: REFRIGERANT_PROCESS.r32, name: 'Refrigerant R32 (HFC-32), released to air', gwp: 677 },
  {
    id: REFRIGERANT_PROCESS.r134a,
    name: 'Refrigerant R134a (HFC-134a), released to air',
    gwp: 1300,
  },
  { id: REFRIGERANT_PROCESS.r744, name: 'Refrigerant R744 (CO2), released to air', gwp: 1 },
];

/** `source` with the refrigerant gases added (their GWP in B1 and C1, indicator 1 only). */
export function withRefrigerantGases(source: LciSource): LciSource {
  if (source.processes.some((p) => p.id === REFRIGERANT_PROCESS.r32)) return source;
  const provenance = source.provenance.length;
  const gases: Process[] = GASES.map((g) => ({
    id: g.id,
    name: g.name,
    kind: 'material',
    category: 'refrigerant',
    declaredUnit: 'kg',
    densityKgPerUnit: 1,
    factors: [
      { indicatorId: 1, module: 'B1', value: g.gwp, provenance },
      { indicatorId: 1, module: 'C1', value: g.gwp, provenance },
    ],
  }));
  return {
    ...source,
    provenance: [...source.provenance, GWP_PROVENANCE],
    processes: [...source.processes, ...gases],
  };
}

/** A figure of the equipment defaults with where it was read. */
export interface SourcedFigure {
  value: number;
  unit: string;
  provenance: Provenance;
}

/**
 * Charge per kW of cooling capacity of split and ducted air conditioners and heat pumps under
 * 20 kW: 0.25 kg/kW (New Zealand default; no Australian default was found).
 */
export const CHARGE_KG_PER_KW: SourcedFigure = {
  value: 0.25,
  unit: 'kg per kW of cooling capacity',
  provenance: {
    source: 'nz-mfe-measuring-emissions',
    table:
      'Ministry for the Environment (NZ), Measuring emissions: a guide for organisations, Appendix B, Table B.1 "Default refrigerant charges for refrigeration and air-conditioning equipment", row "Non-ducted and ducted split commercial air conditioners (<20 kW)": 0.25 kg per kW cooling capacity; read on measuringemissionsguide.environment.govt.nz/appendix-b.html',
    licence: 'cc-by-4.0',
    confidence: 'medium',
    isApproximate: true,
    note: 'New Zealand stock, applied to Australian residential units. Cross-check: 1,152 split systems decommissioned in Australia held 1.93 kg on average (Refrigerant Reclaim Australia, "Fugitive Emissions: the case for improving refrigerant recovery from split systems at end-of-life", 2021, as reported by hvacrnews.com.au). Licence assumed (NZ Government CC BY 4.0; notice not read).',
  },
};

/** Annual leak rate of split and ducted systems under 20 kW: 3 % of the charge per year. */
export const ANNUAL_LEAK_RATE: SourcedFigure = {
  value: 0.03,
  unit: 'share of the charge per year',
  provenance: {
    source: 'nz-mfe-measuring-emissions',
    table:
      'Ministry for the Environment (NZ), Measuring emissions: a guide for organisations, Appendix B, Table B.1, row "Non-ducted and ducted split commercial air conditioners (<20 kW)": default leakage rate (operating, ALR) 3 %',
    licence: 'cc-by-4.0',
    confidence: 'medium',
    isApproximate: true,
    note: 'The NGER (Measurement) Determination gives default leakage rates only for commercial chillers and refrigeration, not for residential air conditioning; no Australian default was found. Cross-checks: the Australian decommissioned split systems above held 70 % of their initial charge after 13.7 years on average (30 % / 13.7 = 2.2 %/yr without top-ups); IPCC 2000 Good Practice Guidance gives 1–5 %/yr for residential and commercial air conditioning including heat pumps.',
  },
};

/**
 * Share of the charge released when the equipment is removed: 48 % (Australian recovery
 * effectiveness 52 %, the lower figure of Refrigerant Reclaim Australia's 52–65 % for 2020-21).
 */
export const END_OF_LIFE_LOSS_RATE: SourcedFigure = {
  value: 0.48,
  unit: 'share of the charge at removal',
  provenance: {
    source: 'rra-potential-recovery-fy21',
    table:
      'Refrigerant Reclaim Australia, "Potential Recovery FY21" (refrigerantreclaim.com.au/program-performance/potential-recovery/): 580 t collected in 2020-21, a recovery effectiveness of 52 % to 65 % of the 1,940–2,440 t available for recovery; loss = 1 − 0.52',
    licence: 'cited-figure',
    confidence: 'low',
    isApproximate: true,
    note: "All equipment types, not split systems alone. The lower recovery figure (larger volume available) was taken because RRA's 2021 split-system study found more refrigerant available at end of life than assumed (945 t a year from split systems alone). Applied to the full charge (leaks are topped up in the B1 model).",
  },
};

/** Release rates of the library's split and ducted heat pumps and air conditioners. */
export const SPLIT_SYSTEM_RELEASE: RefrigerantRelease = {
  annualLeakRate: ANNUAL_LEAK_RATE.value,
  endOfLifeLossRate: END_OF_LIFE_LOSS_RATE.value,
};

/** Charge in kg of a split or ducted unit of `coolingKw` kW (0.25 kg/kW × capacity). */
export function splitSystemChargeKg(coolingKw: number): number {
  return Math.round(CHARGE_KG_PER_KW.value * coolingKw * 1e6) / 1e6;
}
