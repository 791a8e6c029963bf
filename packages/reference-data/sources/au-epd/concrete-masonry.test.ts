import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

/**
 * Checks for `concrete-masonry.csv`: figures from Australasian EPDs for ready-mix concrete,
 * cement, concrete blocks, mortar, clay bricks, AAC and fibre cement. Which declarations were
 * read, chosen and rejected is in `concrete-masonry.md`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time in HAND_TYPED below, by
 * hand from the EPD's results table (not read from the CSV), so a slip in either place fails.
 */

const text = readFileSync(new URL('./concrete-masonry.csv', import.meta.url), 'utf8');

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

/** Circa starter processes these EPDs may answer for: key → [declared unit, category]. */
const STARTERS: Record<string, [string, string]> = {
  concreteC20: ['m3', 'concrete'],
  concreteC30: ['m3', 'concrete'],
  cementCem3: ['kg', 'concrete'],
  cementCem2a: ['kg', 'concrete'],
  flyAsh: ['kg', 'concrete'],
  mortar: ['m3', 'concrete'],
  brick: ['m3', 'masonry'],
  concreteBlock: ['m3', 'masonry'],
  aacBlock: ['m3', 'masonry'],
  aacPanel: ['m3', 'masonry'],
  fibreCement: ['m2', 'linings'],
};

/**
 * GWP-total A1-A3 exactly as printed in the EPD, typed by hand, and the factor to Circa's unit.
 * Hallett EPD-IES-0009353:003, Dry Creek plant, Table 13 (printed p. 20), per m3.
 */
const HAND_TYPED: Record<string, { epd: string; cited: number; factor: number }> = {
  'au-concrete-n20-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N2020P Ref',
    cited: 275,
    factor: 1,
  },
  'au-concrete-n25-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N2520P Ref',
    cited: 301,
    factor: 1,
  },
  'au-concrete-n32-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N3220P Ref',
    cited: 344,
    factor: 1,
  },
  'au-concrete-n40-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N4020P Ref',
    cited: 412,
    factor: 1,
  },
  'au-concrete-n25-f30-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N2520P F30',
    cited: 221,
    factor: 1,
  },
  'au-concrete-n25-s30-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N2520P S30',
    cited: 225,
    factor: 1,
  },
  'au-concrete-n32-f30-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N3220P F30',
    cited: 251,
    factor: 1,
  },
  'au-concrete-n32-s30-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N3220P S30',
    cited: 255,
    factor: 1,
  },
  'au-concrete-n32-s50-hallett': {
    epd: 'EPD-IES-0009353:003, Table 13, N3220P S50',
    cited: 198,
    factor: 1,
  },
  // Hymix EPD-IES-0014958:001, core indicators table (printed p. 19), per m3.
  'au-concrete-n25-hylo50-hymix': {
    epd: 'EPD-IES-0014958:001, p. 19, GWP-tot',
    cited: 141,
    factor: 1,
  },
  // Hymix HyGrade slab mixes: A1-A3 GWP-tot as printed in the summary table of EPD-IES-0014958:001 (p. 21).
  'au-concrete-n20-hygrade-hymix': {
    epd: 'EPD-IES-0015002:001, via EPD-IES-0014958:001 p. 21',
    cited: 168,
    factor: 1,
  },
  'au-concrete-n25-hygrade-hymix': {
    epd: 'EPD-IES-0015003:001, via EPD-IES-0014958:001 p. 21',
    cited: 185,
    factor: 1,
  },
  'au-concrete-n32-hygrade-hymix': {
    epd: 'EPD-IES-0015004:001, via EPD-IES-0014958:001 p. 21',
    cited: 214,
    factor: 1,
  },
  // Boral Envirocrete 40% 32 MPa, EPD Hub HUB-5210, core indicators (p. 13), 2.75E+02 per m3.
  'au-concrete-n32-envirocrete40-boral': {
    epd: 'HUB-5210, p. 13, GWP-total',
    cited: 275,
    factor: 1,
  },
  // Holcim ECOPact QE252M100 (S25), EPD-IES-0029695:001, primary indicators (p. 16), per m3.
  'au-concrete-n25-ecopact-holcim': {
    epd: 'EPD-IES-0029695:001, p. 16, GWP-Total',
    cited: 146,
    factor: 1,
  },
  // Aurora AR2520 (25 MPa), EPD-IES-0021754:001, Table 10 (printed p. 16): 1.40E+02 per m3.
  'au-concrete-n25-ar2520-aurora': {
    epd: 'EPD-IES-0021754:001, Table 10, GWP-total',
    cited: 140,
    factor: 1,
  },
};

const MODULES = new Set(['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D']);
const INDICATORS = new Set(['1', '64', '24', '65', '2', '4', '6', '7', '9', '10']);

function relClose(a: number, b: number, tol = 1e-6): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));
}

describe('concrete-masonry.csv', () => {
  it('has the agreed header, in order', () => {
    const firstLine = text.split(/\r?\n/, 1)[0];
    expect(firstLine.split(',')).toEqual(HEADER);
  });

  it('every row: ids, starter keys, units, modules and indicators are valid', () => {
    for (const r of rows) {
      expect(r.process_id).toMatch(/^au-[A-Za-z0-9-]+$/);
      for (const key of r.replaces.split('|')) {
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
      expect(r.epd_registration, `${r.process_id}: registration`).not.toBe('');
    }
  });

  it('every row: value = cited_value × conversion_factor (6 significant figures)', () => {
    for (const r of rows) {
      const expected = Number(r.cited_value) * Number(r.conversion_factor);
      expect(Number.isFinite(expected), `${r.process_id}: numbers`).toBe(true);
      expect(relClose(Number(r.value), Number(expected.toPrecision(6))), r.process_id).toBe(true);
    }
  });

  it('one process = one EPD, one unit, one density, one set of starter keys', () => {
    const ids = new Set(rows.map((r) => r.process_id));
    for (const id of ids) {
      const mine = rows.filter((r) => r.process_id === id);
      for (const col of ['epd_registration', 'declared_unit', 'density_kg_per_unit', 'replaces'])
        expect(new Set(mine.map((r) => r[col])).size, `${id}: ${col}`).toBe(1);
      const keys = mine.map((r) => `${r.indicator_id}/${r.module}`);
      expect(new Set(keys).size, `${id}: duplicate indicator/module`).toBe(keys.length);
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

  it('GWP-total A1-A3 = fossil + biogenic + luluc where all four are given (rounding allowed)', () => {
    const ids = new Set(rows.map((r) => r.process_id));
    for (const id of ids) {
      const get = (ind: string) =>
        rows.find((r) => r.process_id === id && r.indicator_id === ind && r.module === 'A1-A3');
      const [t, f, b, l] = ['1', '64', '24', '65'].map(get);
      if (!t || !f || !b || !l) continue;
      const sum = Number(f.value) + Number(b.value) + Number(l.value);
      expect(Math.abs(sum - Number(t.value)), id).toBeLessThanOrEqual(
        0.01 * Math.abs(Number(t.value)) + 0.5,
      );
    }
  });
});

describe('concrete-masonry.csv against the figures typed by hand from the EPDs', () => {
  for (const [id, { epd, cited, factor }] of Object.entries(HAND_TYPED)) {
    it(`${id}: GWP A1-A3 ${cited} as printed (${epd}) × ${factor}`, () => {
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
