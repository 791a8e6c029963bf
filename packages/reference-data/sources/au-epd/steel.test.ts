import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

/**
 * Checks for `steel.csv`: figures from Australasian steel EPDs (reinforcing bar and mesh,
 * structural and hollow sections, light-gauge framing steel, roofing and cladding sheet,
 * galvanised pipe). Which declarations were looked at, and why none is transcribed yet, is in
 * `steel.md`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time in HAND_TYPED below,
 * by hand from the EPD and not read from the CSV, so a slip in either place fails a test.
 *
 * The search store holds only the cover pages of most steel EPDs; the three InfraBuild
 * declarations transcribed here (reinforcing bar and mesh S-P-00857, structural sections via
 * InfraBuild Steel Centre S-P-00856) were read from full PDF copies kept in a public repository
 * (see steel.md).
 */

const text = readFileSync(new URL('./steel.csv', import.meta.url), 'utf8');

type Row = Record<string, string>;
const rows: Row[] = parse(text, { columns: true, skip_empty_lines: true });

const HEADER = [
  'process_id',
  'process_name',
  'category',
  'replaces',
  'declared_unit',
  'density_kg_per_unit',
  'indicator_id',
  'module',
  'cited_value',
  'cited_unit',
  'conversion_factor',
  'conversion_note',
  'value',
  'epd_registration',
  'epd_owner',
  'programme',
  'epd_version',
  'issued',
  'valid_until',
  'epd_declared_unit',
  'modules_declared',
  'en15804_variant',
  'biogenic_treatment',
  'where_read',
  'confidence',
  'is_approximate',
  'note',
];

/** Circa starter processes a steel EPD may answer for: key → [declared unit, category]. */
const STARTERS: Record<string, [string, string]> = {
  rebar: ['kg', 'steel'],
  steelSection: ['kg', 'steel'],
  steelSheetGalvanised: ['kg', 'steel'],
  steelSheetGalvanisedPerM2: ['m2', 'steel'],
  steelPipe: ['kg', 'steel'],
};

/**
 * GWP-total A1-A3 exactly as printed in the EPD, typed by hand, and the factor to Circa's unit.
 * Add one entry per process, e.g.
 *   'au-rebar-infrabuild': { epd: 'S-P-01234, Table 5', cited: 1160, factor: 0.001 },
 */
const HAND_TYPED: Record<string, { epd: string; cited: number; factor: number }> = {
  'au-rebar-bar-infrabuild': { epd: 'S-P-00857 v1.2, Table 4, p. 16', cited: 1670, factor: 0.001 },
  'au-rebar-mesh-infrabuild': { epd: 'S-P-00857 v1.2, Table 8, p. 19', cited: 2060, factor: 0.001 },
  'au-steelsection-infrabuild-ibsc': {
    epd: 'S-P-00856 v1.2, Table 4, p. 17',
    cited: 3720,
    factor: 0.001,
  },
};

const MODULES = new Set(['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D']);
const INDICATORS = new Set(['1', '64', '24', '65', '2', '4', '6', '7', '9', '10']);

function relClose(a: number, b: number, tol = 1e-6): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));
}

describe('steel.csv', () => {
  it('has the agreed header, in order', () => {
    const firstLine = text.split(/\r?\n/, 1)[0];
    expect(firstLine.split(',')).toEqual(HEADER);
  });

  it('every row: ids, starter keys, units, modules and indicators are valid', () => {
    for (const r of rows) {
      expect(r.process_id).toMatch(/^au-[A-Za-z0-9-]+$/);
      const keys = r.replaces.split('|');
      for (const key of keys) {
        expect(STARTERS[key], `${r.process_id}: unknown starter ${key}`).toBeDefined();
        expect(r.declared_unit, `${r.process_id}: unit of ${key}`).toBe(STARTERS[key][0]);
        expect(r.category, `${r.process_id}: category of ${key}`).toBe(STARTERS[key][1]);
      }
      expect(MODULES.has(r.module), `${r.process_id}: module ${r.module}`).toBe(true);
      expect(INDICATORS.has(r.indicator_id), `${r.process_id}: indicator ${r.indicator_id}`).toBe(
        true,
      );
      expect(['A1', 'A2']).toContain(r.en15804_variant);
      expect(['high', 'medium', 'low']).toContain(r.confidence);
      expect(['true', 'false']).toContain(r.is_approximate);
      if (r.en15804_variant === 'A2') expect(['7', '9']).not.toContain(r.indicator_id);
      for (const d of [r.issued, r.valid_until]) if (d) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.where_read, `${r.process_id}: where_read`).not.toBe('');
    }
  });

  it('every row: value = cited_value × conversion_factor (6 significant figures)', () => {
    for (const r of rows) {
      const expected = Number(r.cited_value) * Number(r.conversion_factor);
      expect(Number.isFinite(expected), `${r.process_id}: numbers`).toBe(true);
      expect(relClose(Number(r.value), Number(expected.toPrecision(6))), r.process_id).toBe(true);
    }
  });

  it('every process has exactly one GWP-total A1-A3 row, and it is typed by hand below', () => {
    const ids = new Set(rows.map((r) => r.process_id));
    for (const id of ids) {
      const gwp = rows.filter(
        (r) => r.process_id === id && r.indicator_id === '1' && r.module === 'A1-A3',
      );
      expect(gwp, `${id}: GWP-total A1-A3 rows`).toHaveLength(1);
      expect(HAND_TYPED[id], `${id}: add its hand-typed figure to HAND_TYPED`).toBeDefined();
    }
    expect(Object.keys(HAND_TYPED).sort()).toEqual([...ids].sort());
  });
});

// Vitest refuses an empty suite, so this one is declared only once a figure is typed above.
if (Object.keys(HAND_TYPED).length > 0)
  describe('steel.csv against the figures typed by hand from the EPDs', () => {
    for (const [id, { epd, cited, factor }] of Object.entries(HAND_TYPED)) {
      it(`${id}: GWP A1-A3 ${cited} as printed (${epd})`, () => {
        const row = rows.find(
          (r) => r.process_id === id && r.indicator_id === '1' && r.module === 'A1-A3',
        );
        expect(row, id).toBeDefined();
        expect(relClose(Number(row!.cited_value), cited)).toBe(true);
        expect(relClose(Number(row!.conversion_factor), factor)).toBe(true);
        expect(relClose(Number(row!.value), cited * factor)).toBe(true);
      });
    }
  });
