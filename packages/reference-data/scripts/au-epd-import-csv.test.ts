import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lciSourceToCsv } from '../src/lci-export';
import { importLciSourceCsv } from '../src/lci-import';
import {
  AUSTRALIAN_EPD_SOURCE_FILE,
  AUSTRALIAN_EPD_SOURCE_META,
  australianEpdProcesses,
  starterSource,
} from '../src/lci-sources';
import { buildShippedAustralianEpdSource } from './build-au-epd';

const shipped = readFileSync(
  new URL(`../data/${AUSTRALIAN_EPD_SOURCE_FILE}`, import.meta.url),
  'utf8',
);

describe('the source "Australia — published EPDs"', () => {
  const built = buildShippedAustralianEpdSource();

  it('is shipped as built from the transcriptions in sources/au-epd (run npm run build:au-epd -w @circa/reference-data after editing them)', () => {
    expect(shipped).toBe(built.csv);
  });

  it('round-trips through its own CSV import format', () => {
    if (built.source.processes.length === 0) return; // no declarations transcribed yet
    const imported = importLciSourceCsv(shipped, AUSTRALIAN_EPD_SOURCE_META);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect(lciSourceToCsv(imported.source)).toBe(shipped);
    expect(imported.source).toEqual(australianEpdProcesses());
  });

  it('stands in only for library processes of the same declared unit, each with its declaration', () => {
    const starter = new Map(starterSource().processes.map((p) => [p.id, p]));
    const own = new Map(built.source.processes.map((p) => [p.id, p]));
    for (const [replaced, processId] of Object.entries(built.source.substitutes ?? {})) {
      expect(own.get(processId)!.declaredUnit).toBe(starter.get(replaced)!.declaredUnit);
      expect(
        own.get(processId)!.factors.some((f) => f.indicatorId === 1 && f.module === 'A1-A3'),
      ).toBe(true);
    }
    for (const p of built.source.processes)
      for (const f of p.factors) expect(built.source.provenance[f.provenance]!.epd).toBeDefined();
  });
});
