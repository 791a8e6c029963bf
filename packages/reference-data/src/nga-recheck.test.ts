import { describe, expect, it } from 'vitest';
import { starterSource } from './lci-sources';
import { NGA_RECHECK, recheckLabel, type NgaGrid, type NgaRecheckRow } from './nga-recheck';

/** Half a unit of the last printed decimal, plus float slack. */
const tolerance = (row: NgaRecheckRow) => 0.5 * 10 ** -row.decimals + 1e-9;

/** A state whose starter electricity process uses the grid (scripts/build-lci.ts GRID_OF_STATE). */
const STATE_OF_GRID: Partial<Record<NgaGrid, string>> = {
  NSW_ACT: 'nsw',
  VIC: 'vic',
  QLD: 'qld',
  SA: 'sa',
  WA_SWIS: 'wa',
  TAS: 'tas',
  NT_DKIS: 'nt',
};
const STATE_OF_GAS_ROW: Record<string, string> = {
  NSW_ACT: 'nsw',
  VIC: 'vic',
  QLD: 'qld',
  SA: 'sa',
  WA: 'wa',
  TAS: 'tas',
  NT: 'nt',
};

/** The provenance `table` text of a starter process's first factor. */
function tableOf(processId: string): string {
  const source = starterSource();
  const p = source.processes.find((x) => x.id === processId);
  if (!p) throw new Error(`no starter process ${processId}`);
  return source.provenance[p.factors[0]!.provenance]!.table;
}

/**
 * The value the starter ships for a row, read back from the provenance text build-lci.ts writes
 * ("scope 2 0.66 + scope 3 0.04", "scope 1 51.53 + Table 6 scope 3 (metro TAS) 4.0", "LPG scope 1
 * 60.60"); undefined for a figure no shipped process uses (energy contents, WA NWIS).
 */
function shippedInStarter(row: NgaRecheckRow): number | undefined {
  const f = row.figure;
  const num = (text: string, re: RegExp) => {
    const m = re.exec(text);
    if (!m) throw new Error(`"${text}" does not match ${re}`);
    return Number(m[1]);
  };
  switch (f.kind) {
    case 'electricity': {
      const state = STATE_OF_GRID[f.grid];
      if (!state) return undefined;
      const text = tableOf(`electricity-${state}-nga-${row.edition}`);
      return num(text, f.scope === 2 ? /scope 2 ([\d.]+) \+/ : /\+ scope 3 ([\d.]+) kg/);
    }
    case 'gas-scope1':
      return num(tableOf('natural-gas-nsw'), /Table 5 scope 1 ([\d.]+)/);
    case 'gas-scope3-metro':
      return num(
        tableOf(`natural-gas-${STATE_OF_GAS_ROW[f.state]}`),
        /Table 6 scope 3 \(metro \w+\) ([\d.]+)/,
      );
    case 'lpg-scope1':
      return num(tableOf('lpg'), /LPG scope 1 ([\d.]+)/);
    case 'gas-energy-content':
    case 'lpg-energy-content':
      return undefined;
  }
}

describe('NGA re-check: the shipped figures against second copies (issue 16, item 7)', () => {
  it('has one row per shipped figure (2024: 8 grids, 2025 and 2026: 7 grids, both scopes; 11 fuel figures)', () => {
    expect(NGA_RECHECK).toHaveLength(16 + 14 + 14 + 11);
    expect(new Set(NGA_RECHECK.map(recheckLabel)).size).toBe(NGA_RECHECK.length);
    for (const row of NGA_RECHECK) expect(row.second.where.length).toBeGreaterThan(20);
  });

  it.each(NGA_RECHECK.map((r) => [recheckLabel(r), r] as const))(
    '%s: the row holds the value the starter ships',
    (_label, row) => {
      const shipped = shippedInStarter(row);
      if (shipped !== undefined) expect(shipped).toBeCloseTo(row.shipped, 9);
    },
  );

  const agreeing = NGA_RECHECK.filter((r) => r.verdict === 'agrees');
  it.each(agreeing.map((r) => [recheckLabel(r), r] as const))(
    '%s agrees with its second copy within rounding',
    (_label, row) => {
      expect(row.second.value).not.toBeNull();
      expect(Math.abs(row.shipped - row.second.value!)).toBeLessThanOrEqual(tolerance(row));
    },
  );

  // Recorded, not resolved: the lead decides. These fail if the shipped value or the copy changes.
  const disagreeing = NGA_RECHECK.filter((r) => r.verdict === 'disagrees');
  it.each(disagreeing.map((r) => [recheckLabel(r), r] as const))(
    '%s disagrees with the workbook dump (recorded for the lead)',
    (_label, row) => {
      expect(Math.abs(row.shipped - row.second.value!)).toBeGreaterThan(tolerance(row));
      // a third copy agrees with the shipped value
      expect(row.others.some((o) => o.value === row.shipped)).toBe(true);
      expect(row.note).toBeTruthy();
    },
  );

  const proxies = NGA_RECHECK.filter((r) => r.verdict === 'proxy');
  it.each(proxies.map((r) => [recheckLabel(r), r] as const))(
    '%s: NGA prints "C"; the shipped value is the suggested state\'s figure',
    (_label, row) => {
      expect(row.second.value).toBeNull();
      expect(row.others.every((o) => o.value === null)).toBe(true);
      expect(Math.abs(row.shipped - row.proxyValue!)).toBeLessThanOrEqual(tolerance(row));
    },
  );

  it('lists the two 2026 disagreements and the two gas proxies by name', () => {
    expect(disagreeing.map(recheckLabel)).toEqual([
      '2026 Table 1 scope 2 TAS',
      '2026 Table 1 scope 3 NT_DKIS',
    ]);
    expect(proxies.map(recheckLabel)).toEqual([
      '2024 Table 6 natural gas scope 3 metro TAS',
      '2024 Table 6 natural gas scope 3 metro NT',
    ]);
  });
});
