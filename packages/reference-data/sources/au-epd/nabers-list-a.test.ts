import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

/**
 * Checks for `nabers-list-a.csv`: module A1-A3 GWP figures of Australasian (and, where the list
 * holds none, overseas) declarations for linings, AAC panel, ceramic tiles and vinyl, read through
 * the NABERS "Environmental Product Declarations (EPD) list" v2025.1 (NSW Government,
 * 2025-04-28), sheet "EPD List". Which rows were chosen, which rejected and which keys stay
 * without a declaration (bricks, blocks, mortar, cement, roof tiles, carpet, AAC block) is in
 * `nabers-list-a.md`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time in HAND_TYPED below, by hand
 * from the list's row (as the list prints it per its declared unit), not read from the CSV, so a
 * slip in either place fails a test.
 */

const text = readFileSync(new URL('./nabers-list-a.csv', import.meta.url), 'utf8');

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

/** Circa starter processes these declarations may answer for: key → [declared unit, category]. */
const STARTERS: Record<string, [string, string]> = {
  brick: ['m3', 'masonry'],
  concreteBlock: ['m3', 'masonry'],
  aacBlock: ['m3', 'masonry'],
  aacPanel: ['m3', 'masonry'],
  mortar: ['m3', 'masonry'],
  plasterboard: ['m2', 'linings'],
  plasterboardWet: ['m2', 'linings'],
  fibreCement: ['m2', 'linings'],
  concreteRoofTile: ['t', 'roofing'],
  terracottaTile: ['m2', 'roofing'],
  ceramicTile: ['m2', 'finishes'],
  ceramicTileGlazed: ['m2', 'finishes'],
  carpet: ['m2', 'finishes'],
  vinyl: ['m2', 'finishes'],
  cementCem2a: ['kg', 'concrete'],
  cementCem3: ['kg', 'concrete'],
};

/**
 * GWP-total A1-A3 exactly as the NABERS list prints it per its declared unit, typed by hand, and
 * the factor to Circa's unit (the list's own area density, or area density / nominal thickness).
 */
const HAND_TYPED: Record<string, { epd: string; cited: number; factor: number }> = {
  'au-plasterboard-sheetrock-one-10-knauf': {
    epd: 'EPD-IES-0014139:001, NABERS list row 3128, per m2',
    cited: 1.14,
    factor: 1,
  },
  'au-plasterboard-wetstop-10-knauf': {
    epd: 'EPD-IES-0014137:001, NABERS list row 3130, per m2',
    cited: 1.76,
    factor: 1,
  },
  'au-fibrecement-hardieplank-75-jameshardie': {
    epd: 'S-P-03582, NABERS list row 2499, per m2',
    cited: 7.21,
    factor: 1,
  },
  'au-aacpanel-powerpanel-75-hebel': {
    epd: 'EPD-IES-0015419:001, NABERS list row 2004, per kg; 39.12 kg/m2 / 0.075 m',
    cited: 0.3732106339468303,
    factor: 39.12 / 0.075,
  },
  'au-ceramictile-porcelain-saloni': {
    epd: 'S-P-01155, NABERS list row 3099, per kg; 22.1 kg/m2',
    cited: 0.46153846153846145,
    factor: 22.1,
  },
  'au-vinyl-safety-sheet-armstrong': {
    epd: 'Global GreenTag ATX AS02 2022EP, NABERS list row 3537, per m2',
    cited: 10.29492793550445,
    factor: 1,
  },
};

const MODULES = new Set(['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D']);
const INDICATORS = new Set(['1', '64', '24', '65', '2', '4', '6', '7', '9', '10']);

function relClose(a: number, b: number, tol = 1e-6): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));
}

describe('nabers-list-a.csv', () => {
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
  describe('nabers-list-a.csv against the figures typed by hand from the NABERS list', () => {
    for (const [id, { epd, cited, factor }] of Object.entries(HAND_TYPED)) {
      it(`${id}: GWP A1-A3 ${cited} as printed (${epd})`, () => {
        const row = rows.find(
          (r) => r.process_id === id && r.indicator_id === '1' && r.module === 'A1-A3',
        );
        expect(row, id).toBeDefined();
        expect(relClose(Number(row!.cited_value), cited)).toBe(true);
        expect(relClose(Number(row!.conversion_factor), factor)).toBe(true);
        // value is stored to 6 significant figures, so compare with the product so rounded
        expect(relClose(Number(row!.value), Number((cited * factor).toPrecision(6)))).toBe(true);
      });
    }
  });
