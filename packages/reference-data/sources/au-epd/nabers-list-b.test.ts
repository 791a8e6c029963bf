import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

/**
 * Checks for `nabers-list-b.csv`: module A1-A3 GWP figures of Australasian (and, where the list
 * has none, global) declarations for roof and galvanised steel sheet, aluminium sheet, glass,
 * timber and engineered wood, and PVC/PE pipe, read through the NABERS "Environmental Product
 * Declarations (EPD) list" v2025.1 (NSW Government, 2025-04-28), sheet "EPD List". Which rows
 * were chosen and why, and which keys have no fitting row, is in `nabers-list-b.md`.
 *
 * The GWP-total A1-A3 figure of every process is typed a second time in HAND_TYPED below, by
 * hand from the list (per the list's declared unit) and not read from the CSV, with the factor
 * to Circa's unit from the list's own density or area density, so a slip in either place fails.
 */

const text = readFileSync(new URL('./nabers-list-b.csv', import.meta.url), 'utf8');

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

/** Circa starter processes this file may answer for: key → [declared unit, category]. */
const STARTERS: Record<string, [string, string]> = {
  steelSheetGalvanised: ['kg', 'steel'],
  steelSheetGalvanisedPerM2: ['m2', 'steel'],
  aluminiumExtrusion: ['kg', 'metals'],
  aluminiumSheet: ['kg', 'metals'],
  glassSingle: ['m2', 'glass'],
  glassDouble: ['m2', 'glass'],
  glassTriple: ['m2', 'glass'],
  timberStructural: ['m3', 'timber'],
  timberPine: ['m3', 'timber'],
  timberHardwood: ['m3', 'timber'],
  lvl: ['m3', 'timber'],
  glulam: ['m3', 'timber'],
  clt: ['m3', 'timber'],
  plywood: ['m3', 'timber'],
  particleboard: ['m3', 'timber'],
  xps: ['m3', 'insulation'],
  eps: ['m3', 'insulation'],
  mineralWoolFacade: ['m3', 'insulation'],
  pvcPipe: ['kg', 'services'],
  pePipe: ['kg', 'services'],
  copperPipe: ['kg', 'services'],
};

/**
 * GWP-total A1-A3 as the NABERS list gives it per its declared unit, typed by hand, with the
 * registration and list row, and the factor to Circa's unit (1 / area density for m² → kg;
 * area density for kg → m²; 1 for the same unit).
 */
const HAND_TYPED: Record<string, { epd: string; cited: number; factor: number }> = {
  'au-steelsheet-galvabond-z275-bluescope': {
    epd: 'S-P-09342, NABERS row 3283, per m², 4.6 kg/m²',
    cited: 14.49329,
    factor: 1 / 4.6,
  },
  'au-roofsheet-colorbond-042-bluescope': {
    epd: 'S-P-00999, NABERS row 3341, per m²',
    cited: 12.3048,
    factor: 1,
  },
  'au-aluminiumsheet-alumigard-colorcote': {
    epd: 'EPD-IES-0015771:001, NABERS row 2038, per kg',
    cited: 17.2764227642,
    factor: 1,
  },
  'au-glass-float-guardian': {
    epd: '4791213166.101.1, NABERS row 2547, per kg, 10 kg/m²',
    cited: 1.1,
    factor: 10,
  },
  'au-glass-igu-climalit-saintgobain': {
    epd: 'S-P-00934, NABERS row 2578, per kg, 20 kg/m²',
    cited: 1.57,
    factor: 20,
  },
  'au-glass-triple-optifloat-pilkington': {
    epd: 'S-P-02592, NABERS row 2593, per kg, 31 kg/m²',
    cited: 1.54838709677,
    factor: 31,
  },
  'au-timber-framing-fwpa': {
    epd: 'S-P-00560 v2.0, NABERS row 3207, per m³',
    cited: -718,
    factor: 1,
  },
  'au-timber-pine-roughsawn-fwpa': {
    epd: 'S-P-00560 v2.0, NABERS row 3198, per m³',
    cited: -764,
    factor: 1,
  },
  'au-timber-hardwood-fwpa': {
    epd: 'S-P-00561 v1.2, NABERS row 3190, per m³',
    cited: -731,
    factor: 1,
  },
  'au-lvl-chh': { epd: 'S-P-05514, NABERS row 2656, per m³', cited: -830, factor: 1 },
  'au-glulam-nextimber-timberlink': {
    epd: 'S-P-07432, NABERS row 2628, per m³',
    cited: -522,
    factor: 1,
  },
  'au-clt-nextimber-timberlink': {
    epd: 'S-P-07432, NABERS row 2627, per m³',
    cited: -576,
    factor: 1,
  },
  'au-plywood-chh': { epd: 'S-P-05513, NABERS row 3149, per m³', cited: -737, factor: 1 },
  'au-particleboard-laminex-nz': {
    epd: 'S-P-09355, NABERS row 2470, per m³',
    cited: -820.2417962,
    factor: 1,
  },
  'au-pvcpipe-iplex-dwv': { epd: 'S-P-00713, NABERS row 2884, per kg', cited: 3.37, factor: 1 },
  'au-pepipe-vinidex': { epd: 'S-P-00719, NABERS row 2883, per kg', cited: 3.07, factor: 1 },
};

const MODULES = new Set(['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D']);
const INDICATORS = new Set(['1', '64', '24', '65', '2', '4', '6', '7', '9', '10']);

function relClose(a: number, b: number, tol = 1e-6): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));
}

describe('nabers-list-b.csv', () => {
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

describe('nabers-list-b.csv: NABERS list conventions', () => {
  it('every row is A1-A3 only, read through the NABERS list, with the list row named', () => {
    for (const r of rows) {
      expect(r.module, r.process_id).toBe('A1-A3');
      expect(r.where_read, r.process_id).toMatch(/^NABERS EPD list v2025\.1 .* row \d+;/);
      expect(r.modules_declared, r.process_id).toBe(
        'A1-A3 (as listed by NABERS; other modules not in the list)',
      );
      expect(r.confidence, `${r.process_id}: read through the list, not the EPD`).not.toBe('high');
    }
  });

  it('each starter key is answered by one process only', () => {
    const byKey = new Map<string, Set<string>>();
    for (const r of rows)
      for (const key of r.replaces.split('|'))
        byKey.set(key, (byKey.get(key) ?? new Set()).add(r.process_id));
    for (const [key, ids] of byKey) expect([...ids], key).toHaveLength(1);
  });
});

// Vitest refuses an empty suite, so this one is declared only once a figure is typed above.
if (Object.keys(HAND_TYPED).length > 0)
  describe('nabers-list-b.csv against the figures typed by hand from the NABERS EPD list', () => {
    for (const [id, { epd, cited, factor }] of Object.entries(HAND_TYPED)) {
      it(`${id}: GWP A1-A3 ${cited} as printed (${epd})`, () => {
        const row = rows.find(
          (r) => r.process_id === id && r.indicator_id === '1' && r.module === 'A1-A3',
        );
        expect(row, id).toBeDefined();
        expect(relClose(Number(row!.cited_value), cited)).toBe(true);
        expect(relClose(Number(row!.conversion_factor), factor)).toBe(true);
        // value is kept to 6 significant figures (the CSV rule), so compare with the product so rounded
        expect(relClose(Number(row!.value), Number((cited * factor).toPrecision(6)))).toBe(true);
      });
    }
  });
