import { describe, expect, it } from 'vitest';
import { compileSource } from './compiled-source';
import type { LciSource } from './lci-types';
import { operationalWaterLines } from './operational-water-lines';
import type { WaterBalance } from './operational-water';
import { WATER_END_USES } from './operational-water';
import { TEST_CONTEXT, TEST_SOURCE } from './test-support';

const volumes = (shower: number) =>
  Object.fromEntries(WATER_END_USES.map((u) => [u, u === 'shower' ? shower : 0])) as Record<
    (typeof WATER_END_USES)[number],
    number
  >;

const balance: WaterBalance = {
  demand: volumes(78.84),
  mains: volumes(78.84),
  rainwater: volumes(0),
  reused: volumes(0),
  sewer: 78.84,
  pumped: 0,
  litresPerPersonDay: 72,
  garden: { method: 'none' },
  tank: null,
  isRainfallUnknown: false,
  isTankSizeUnknown: false,
};

// The test source with a state wastewater process (0.4154 kg CO2e/kL: 0.62 kWh/kL × NSW 0.67).
const source: LciSource = {
  ...TEST_SOURCE,
  id: 'test-with-state-wastewater',
  processes: [
    ...TEST_SOURCE.processes,
    {
      id: 'wastewater-nsw',
      name: 'Test wastewater NSW',
      kind: 'water',
      category: 'wastewater',
      declaredUnit: 'kL',
      costPerUnit: null,
      factors: [{ indicatorId: 1, module: 'B7', value: 0.4154, provenance: 0 }],
    },
  ],
};
const compiled = compileSource(source);
const nameOf = (carrier: number) => compiled.processes[carrier]!.name;

describe('operational water lines', () => {
  it('sends wastewater to the state process when the tables name one', () => {
    const tables = {
      ...TEST_CONTEXT.water,
      wastewaterProcessIdByState: { ...({} as Record<string, string>), NSW: 'wastewater-nsw' },
    } as typeof TEST_CONTEXT.water;
    const lines = operationalWaterLines(balance, compiled, tables, 'NSW');
    const sewer = lines.find((l) => l.endUse === 'wastewater')!;
    expect(nameOf(sewer.carrier)).toBe('Test wastewater NSW');
    expect(sewer.annualDemand).toBe(78.84);
    // A state the tables do not name falls back to the national process.
    const vic = operationalWaterLines(balance, compiled, tables, 'VIC');
    expect(nameOf(vic.find((l) => l.endUse === 'wastewater')!.carrier)).toBe('Test wastewater');
  });

  it('uses the national wastewater process without a state table or a state', () => {
    const lines = operationalWaterLines(balance, compiled, TEST_CONTEXT.water);
    expect(nameOf(lines.find((l) => l.endUse === 'wastewater')!.carrier)).toBe('Test wastewater');
    expect(lines.map((l) => l.endUse)).toEqual(['shower', 'wastewater']);
  });

  it('refuses a state process that is not in the source', () => {
    const tables = {
      ...TEST_CONTEXT.water,
      wastewaterProcessIdByState: { NSW: 'wastewater-missing' },
    } as unknown as typeof TEST_CONTEXT.water;
    expect(() => operationalWaterLines(balance, compiled, tables, 'NSW')).toThrow(
      /wastewater-missing/,
    );
  });
});
