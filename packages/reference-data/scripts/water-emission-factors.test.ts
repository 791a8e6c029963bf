import { AUSTRALIAN_STATES } from '@circa/engine/design-types';
import { describe, expect, it } from 'vitest';
import { starterSource } from '../src/lci-sources';
import { WATER_TABLES } from '../src/water-tables';
import {
  WA_GROUNDWATER_SUPPLY_KG_CO2E_PER_KL,
  WASTEWATER_TREATMENT_KWH_PER_KL,
  wastewaterKgCo2ePerKl,
} from './water-emission-factors';

describe('water emission factors per kL', () => {
  it('takes mains supply as the WA groundwater plant: 0.38 kg CO2e per m³ = per kL', () => {
    // Abstract of doi:10.1186/s40807-016-0036-2: "0.38 kg CO2 eq for water delivery to
    // households"; functional unit 1 m³ of water production and delivery (Table 2); 1 m³ = 1 kL.
    expect(WA_GROUNDWATER_SUPPLY_KG_CO2E_PER_KL).toBe(0.38);
  });

  it('takes wastewater treatment electricity as the low end of 0.62–0.87 kWh/m³', () => {
    expect(WASTEWATER_TREATMENT_KWH_PER_KL).toBe(0.62);
  });

  it('multiplies treatment electricity by the state grid factor (NGA 2026 Table 1, scope 2 + 3)', () => {
    // NSW and ACT: 0.62 kWh/kL × (0.60 + 0.07) kg CO2e/kWh = 0.4154 kg CO2e/kL.
    expect(wastewaterKgCo2ePerKl(0.6, 0.07)).toBe(0.4154);
    // VIC: 0.62 × (0.74 + 0.11) = 0.62 × 0.85 = 0.527.
    expect(wastewaterKgCo2ePerKl(0.74, 0.11)).toBe(0.527);
    // QLD: 0.62 × (0.65 + 0.11) = 0.62 × 0.76 = 0.4712.
    expect(wastewaterKgCo2ePerKl(0.65, 0.11)).toBe(0.4712);
    // SA and TAS: 0.62 × (0.21 + 0.03) = 0.62 × 0.24 = 0.1488.
    expect(wastewaterKgCo2ePerKl(0.21, 0.03)).toBe(0.1488);
    // WA (SWIS): 0.62 × (0.45 + 0.10) = 0.62 × 0.55 = 0.341.
    expect(wastewaterKgCo2ePerKl(0.45, 0.1)).toBe(0.341);
    // NT (DKIS): 0.62 × (0.55 + 0.13) = 0.62 × 0.68 = 0.4216.
    expect(wastewaterKgCo2ePerKl(0.55, 0.13)).toBe(0.4216);
  });

  it('is linear in the energy intensity', () => {
    expect(wastewaterKgCo2ePerKl(0.6, 0.07, 1)).toBe(0.67);
    expect(wastewaterKgCo2ePerKl(0.6, 0.07, 0)).toBe(0);
  });
});

describe('water processes of the shipped starter', () => {
  const source = starterSource();
  const gwpB7 = (id: string) =>
    source.processes
      .find((p) => p.id === id)
      ?.factors.find((f) => f.indicatorId === 1 && f.module === 'B7')?.value;

  it('carries the Australian supply factor on mains water, no longer the UK proxy', () => {
    expect(gwpB7('mains-water')).toBe(0.38);
    const p = source.processes.find((x) => x.id === 'mains-water')!;
    const prov = source.provenance[p.factors.find((f) => f.indicatorId === 1)!.provenance]!;
    expect(prov).toMatchObject({ source: 'wa-water-treatment-lca-2016', isApproximate: true });
  });

  it('has a wastewater process for every state the water tables name, with its grid', () => {
    for (const state of AUSTRALIAN_STATES) {
      const id = WATER_TABLES.wastewaterProcessIdByState![state];
      expect(gwpB7(id), id).toBeGreaterThan(0);
    }
    expect(gwpB7('wastewater-mains-sewer-nsw')).toBe(0.4154);
    expect(gwpB7('wastewater-mains-sewer-act')).toBe(0.4154);
    expect(gwpB7('wastewater-mains-sewer-vic')).toBe(0.527);
    expect(gwpB7('wastewater-mains-sewer-tas')).toBe(0.1488);
    // Water to the sewer adds no water footprint (indicator 4): it was counted as mains water.
    const nsw = source.processes.find((p) => p.id === 'wastewater-mains-sewer-nsw')!;
    expect(nsw.factors.find((f) => f.indicatorId === 4)?.value).toBe(0);
  });
});
