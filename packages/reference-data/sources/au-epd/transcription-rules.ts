import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';

/**
 * The rules every transcription in this folder keeps (`*.csv`, one row per figure read from an
 * Environmental Product Declaration), shared by `transcriptions.test.ts`, which applies them to
 * every file, and by each material's `<name>.test.ts`, which holds only its hand-typed figures.
 */

export interface Transcription {
  /** File name inside this folder, e.g. `steel.csv`. */
  file: string;
  /** The file as read. */
  text: string;
  rows: Row[];
}

/** Reads a CSV with a header row, `<file>` in this folder, its columns named `K`. */
export function readCsv<K extends string>(
  file: string,
): { text: string; rows: Record<K, string>[] } {
  const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  const rows: Record<K, string>[] = parse(text, { columns: true, skip_empty_lines: true });
  return { text, rows };
}

/** Reads the transcription `<file>` from this folder. */
export function readTranscription(file: string): Transcription {
  return { file, ...readCsv<Column>(file) };
}

/** The agreed columns, in order. */
export const COLUMNS = [
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
] as const;

export type Column = (typeof COLUMNS)[number];
export type Row = Record<Column, string>;

/**
 * Circa starter processes a transcription may answer for: key → [declared unit, category as the
 * transcriptions file it]. The units are the starter's; the categories are the ones the
 * transcriptions use (for steel sheet, steel pipe and aluminium they differ from the starter
 * library's own grouping).
 */
export const STARTERS: Record<string, readonly [string, string]> = {
  concreteC20: ['m3', 'concrete'],
  concreteC30: ['m3', 'concrete'],
  cementCem3: ['kg', 'concrete'],
  cementCem2a: ['kg', 'concrete'],
  flyAsh: ['kg', 'concrete'],
  mortar: ['m3', 'masonry'],
  brick: ['m3', 'masonry'],
  concreteBlock: ['m3', 'masonry'],
  aacBlock: ['m3', 'masonry'],
  aacPanel: ['m3', 'masonry'],
  rebar: ['kg', 'steel'],
  steelSection: ['kg', 'steel'],
  steelSheetGalvanised: ['kg', 'steel'],
  steelSheetGalvanisedPerM2: ['m2', 'steel'],
  steelPipe: ['kg', 'steel'],
  aluminiumExtrusion: ['kg', 'metals'],
  aluminiumSheet: ['kg', 'metals'],
  aluminiumWindowFrame: ['m', 'windows'],
  aluminiumWindowFrameThermallyBroken: ['m', 'windows'],
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
  plasterboard: ['m2', 'linings'],
  plasterboardWet: ['m2', 'linings'],
  fibreCement: ['m2', 'linings'],
  glasswool: ['m3', 'insulation'],
  mineralWoolFacade: ['m3', 'insulation'],
  xps: ['m3', 'insulation'],
  eps: ['m3', 'insulation'],
  terracottaTile: ['m2', 'roofing'],
  concreteRoofTile: ['t', 'roofing'],
  bitumenMembrane: ['m2', 'roofing'],
  ceramicTile: ['m2', 'finishes'],
  ceramicTileGlazed: ['m2', 'finishes'],
  carpet: ['m2', 'finishes'],
  vinyl: ['m2', 'finishes'],
  copperPipe: ['kg', 'services'],
  pvcPipe: ['kg', 'services'],
  pePipe: ['kg', 'services'],
  cable: ['m', 'services'],
  photovoltaic: ['m2', 'renewables'],
};

export const MODULES: ReadonlySet<string> = new Set(['A1-A3', 'A5', 'C1', 'C2', 'C3', 'C4', 'D']);
export const INDICATORS: ReadonlySet<string> = new Set([
  '1',
  '64',
  '24',
  '65',
  '2',
  '4',
  '6',
  '7',
  '9',
  '10',
]);

/** Relative closeness, `tol` of the larger magnitude. */
export function relClose(a: number, b: number, tol = 1e-6): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tol * Math.max(Math.abs(a), Math.abs(b));
}

/** A product as the CSVs store it: 6 significant figures. */
export function sixFigures(x: number): number {
  return Number(x.toPrecision(6));
}

const label = (r: Row) => `${r.process_id} ${r.indicator_id}/${r.module}`;
const processIds = (rows: Row[]) => [...new Set(rows.map((r) => r.process_id))];
const isGwpA1A3 = (r: Row) => r.indicator_id === '1' && r.module === 'A1-A3';
const readThroughNabers = (r: Row) => r.where_read.startsWith('NABERS EPD list');

/** The GWP-total A1-A3 row of a process, if any. */
export function gwpA1A3(rows: Row[], id: string): Row | undefined {
  return rows.find((r) => r.process_id === id && isGwpA1A3(r));
}

export function checkHeader(t: Transcription): void {
  const header: string[] = parse(t.text.split(/\r?\n/, 1)[0] ?? '')[0] ?? [];
  expect(header, t.file).toEqual([...COLUMNS]);
}

/** Process id; starter keys with their unit and category. */
export function checkIdAndStarters(r: Row): void {
  expect(r.process_id, label(r)).toMatch(/^au-[a-z0-9-]+$/);
  for (const key of r.replaces.split('|')) {
    const starter = STARTERS[key];
    expect(starter, `${label(r)}: unknown starter ${key}`).toBeDefined();
    expect(r.declared_unit, `${label(r)}: unit of ${key}`).toBe(starter![0]);
    expect(r.category, `${label(r)}: category of ${key}`).toBe(starter![1]);
  }
}

/** Module, indicator, EN 15804 variant; AP/EP (7, 9) only from +A1 declarations. */
export function checkModuleAndIndicator(r: Row): void {
  expect(MODULES.has(r.module), `${label(r)}: module`).toBe(true);
  expect(INDICATORS.has(r.indicator_id), `${label(r)}: indicator`).toBe(true);
  expect(['A1', 'A2'], label(r)).toContain(r.en15804_variant);
  // A2 declarations use other units for acidification and eutrophication: not transcribed.
  if (r.indicator_id === '7' || r.indicator_id === '9')
    expect(r.en15804_variant, `${label(r)}: AP/EP only from A1 declarations`).toBe('A1');
}

/** Confidence, approximation flag, dates, where read, registration, timber's biogenic note. */
export function checkProvenance(r: Row): void {
  expect(['high', 'medium', 'low'], label(r)).toContain(r.confidence);
  expect(['true', 'false'], label(r)).toContain(r.is_approximate);
  // A conversion its note calls approximate makes the figure approximate.
  if (/approximate/i.test(r.conversion_note))
    expect(r.is_approximate, `${label(r)}: approximate conversion`).toBe('true');
  for (const d of [r.issued, r.valid_until])
    if (d) expect(d, label(r)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(r.where_read, `${label(r)}: where_read`).not.toBe('');
  expect(r.epd_registration, `${label(r)}: registration`).not.toBe('');
  // Timber carries biogenic carbon: say how the declaration treats it.
  if (r.category === 'timber')
    expect(r.biogenic_treatment, `${label(r)}: biogenic treatment`).not.toBe('');
}

/** value = cited_value × conversion_factor, to 6 significant figures. */
export function checkValue(r: Row): void {
  const product = Number(r.cited_value) * Number(r.conversion_factor);
  expect(Number.isFinite(product), `${label(r)}: numbers`).toBe(true);
  expect(relClose(Number(r.value), sixFigures(product)), `${label(r)}: value`).toBe(true);
}

/** Rows read through the NABERS EPD list: A1-A3 only, the list row named, never `high`. */
export function checkNabersListRow(r: Row): void {
  if (!readThroughNabers(r)) return;
  expect(r.module, label(r)).toBe('A1-A3');
  expect(r.where_read, label(r)).toMatch(/^NABERS EPD list v2025\.1 .* row \d+;/);
  expect(r.modules_declared, label(r)).toBe(
    'A1-A3 (as listed by NABERS; other modules not in the list)',
  );
  expect(r.confidence, `${label(r)}: read through the list, not the EPD`).not.toBe('high');
}

/**
 * One process = one EPD, one unit, one density, one set of starter keys; no indicator/module
 * twice; exactly one GWP-total A1-A3 row.
 */
export function checkProcesses(rows: Row[]): void {
  for (const id of processIds(rows)) {
    const mine = rows.filter((r) => r.process_id === id);
    const oneValue: Column[] = [
      'epd_registration',
      'declared_unit',
      'density_kg_per_unit',
      'replaces',
    ];
    for (const col of oneValue)
      expect(new Set(mine.map((r) => r[col])).size, `${id}: ${col}`).toBe(1);
    const keys = mine.map((r) => `${r.indicator_id}/${r.module}`);
    expect(new Set(keys).size, `${id}: duplicate indicator/module`).toBe(keys.length);
    expect(mine.filter(isGwpA1A3), `${id}: GWP-total A1-A3 rows`).toHaveLength(1);
  }
}

/** GWP-total = fossil + biogenic + luluc where all four are given for A1-A3 (rounding allowed). */
export function checkGwpSum(rows: Row[]): void {
  for (const id of processIds(rows)) {
    const get = (ind: string) =>
      rows.find((r) => r.process_id === id && r.indicator_id === ind && r.module === 'A1-A3');
    const [t, f, b, l] = ['1', '64', '24', '65'].map(get);
    if (!t || !f || !b || !l) continue;
    const sum = Number(f.value) + Number(b.value) + Number(l.value);
    expect(Math.abs(sum - Number(t.value)), id).toBeLessThanOrEqual(
      0.01 * Math.abs(Number(t.value)) + 0.5,
    );
  }
}

/** Among the rows read through the NABERS list, each starter key is answered by one process. */
export function checkNabersOneProcessPerKey(rows: Row[]): void {
  const byKey = new Map<string, Set<string>>();
  for (const r of rows.filter(readThroughNabers))
    for (const key of r.replaces.split('|'))
      byKey.set(key, (byKey.get(key) ?? new Set()).add(r.process_id));
  for (const [key, ids] of byKey) expect([...ids], key).toHaveLength(1);
}

/** Every rule above, as one describe block for `file`. */
export function describeTranscriptionRules(file: string): void {
  describe(`${file}: transcription rules`, () => {
    const t = readTranscription(file);
    it('has the agreed header, in order', () => checkHeader(t));
    it('every row: id, starter keys, units and categories', () =>
      t.rows.forEach(checkIdAndStarters));
    it('every row: module, indicator, EN 15804 variant (AP/EP from A1 only)', () =>
      t.rows.forEach(checkModuleAndIndicator));
    it('every row: confidence, dates, where read, registration, biogenic note for timber', () =>
      t.rows.forEach(checkProvenance));
    it('every row: value = cited_value × conversion_factor (6 significant figures)', () =>
      t.rows.forEach(checkValue));
    it('rows read through the NABERS list follow its conventions', () => {
      t.rows.forEach(checkNabersListRow);
      checkNabersOneProcessPerKey(t.rows);
    });
    it('one process = one EPD, unit, density, set of keys; one GWP-total A1-A3 row', () =>
      checkProcesses(t.rows));
    it('GWP-total A1-A3 = fossil + biogenic + luluc where all four are given', () =>
      checkGwpSum(t.rows));
  });
}

/**
 * One hand-typed figure: [process_id, GWP-total A1-A3 as printed, factor to Circa's unit, where
 * it was read]. Typed by hand from the declaration (or list), never read from the CSV.
 */
export type HandTyped = readonly [id: string, printed: number, factor: number, where: string];

/**
 * Checks `file` against its hand-typed figures: every process of the file is in the list and
 * every entry is a process; each GWP-total A1-A3 row's cited_value is the typed figure, its
 * conversion_factor the typed factor, and its value figure × factor to 6 significant figures.
 */
export function describeHandTyped(file: string, list: readonly HandTyped[]): void {
  describe(`${file} against the figures typed by hand`, () => {
    const { rows } = readTranscription(file);
    it('every process has a hand-typed figure, and every figure a process', () => {
      expect(processIds(rows).sort()).toEqual(list.map(([id]) => id).sort());
    });
    for (const [id, printed, factor, where] of list) {
      it(`${id}: GWP A1-A3 ${printed} as printed (${where}) × ${factor}`, () => {
        const row = gwpA1A3(rows, id);
        expect(row, `${id} has no GWP-total A1-A3 row`).toBeDefined();
        expect(relClose(Number(row!.cited_value), printed), `${id}: cited_value`).toBe(true);
        expect(relClose(Number(row!.conversion_factor), factor), `${id}: factor`).toBe(true);
        expect(relClose(Number(row!.value), sixFigures(printed * factor)), `${id}: value`).toBe(
          true,
        );
      });
    }
  });
}
