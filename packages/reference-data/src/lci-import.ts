/**
 * Import an organisation's licensed LCI source from CSV or JSON (format: IMPORT-FORMAT.md).
 * Every bad row is reported with its line (CSV) or path (JSON) and the reason; when any row is
 * bad nothing is imported.
 */
import type {
  Confidence,
  LciSource,
  Process,
  ProcessFactor,
  ProcessKind,
  Provenance,
} from '@circa/engine/lci-types';
import { indicatorColumn, INDICATOR_ID } from '@circa/engine/indicators';
import { isLifeCycleModule } from '@circa/engine/life-cycle-modules';
import type { DeclaredUnit } from '@circa/engine/units';
import { parse } from 'csv-parse/sync';
import type { EpdColumn } from './lci-import-epd';
import { EPD_CSV_COLUMNS, readEpdReference, replacedProcessIds } from './lci-import-epd';

/** Identity of an imported source. */
export interface ImportedSourceMeta {
  id: string;
  name: string;
  version: string;
  lciGroupId: string;
  description: string;
}

/** One problem found in the file. */
export interface ImportProblem {
  /** 1-based line of the CSV row, or null for JSON. */
  line: number | null;
  /** Column or JSON path. */
  path: string;
  reason: string;
}

/** Outcome of an import: a whole source, or the list of problems and nothing imported. */
export type ImportResult =
  { ok: true; source: LciSource } | { ok: false; problems: ImportProblem[] };

/** CSV columns of the import format, in order. */
export const IMPORT_CSV_COLUMNS = [
  'process_id',
  'process_name',
  'kind',
  'category',
  'declared_unit',
  'density_kg_per_unit',
  'cost_aud_per_unit',
  'indicator_id',
  'module',
  'value',
  'source',
  'table',
  'licence',
  'confidence',
  'is_approximate',
  'note',
] as const;

const KINDS: readonly ProcessKind[] = ['material', 'energy', 'transport', 'water'];
const UNITS: readonly DeclaredUnit[] = [
  'kg',
  't',
  'm',
  'm2',
  'm3',
  'each',
  'kWh',
  'MJ',
  'GJ',
  'L',
  'kL',
  't.km',
  'kWp',
  'kWh.storage',
];
const CONFIDENCE: readonly Confidence[] = ['high', 'medium', 'low'];

/** A factor row before it is placed in a process. */
interface FactorRow {
  processId: string;
  processName: string;
  kind: string;
  category: string;
  declaredUnit: string;
  density: string;
  cost: string;
  indicatorId: string;
  module: string;
  value: string;
  source: string;
  table: string;
  licence: string;
  confidence: string;
  isApproximate: string;
  note: string;
  /** The optional EPD columns present in the file. */
  epd?: Partial<Record<EpdColumn, string>>;
}

function optionalNumber(text: string): number | null | 'bad' {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
}

function assemble(
  meta: ImportedSourceMeta,
  rows: { row: FactorRow; line: number | null; path: string }[],
  problems: ImportProblem[],
): ImportResult {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(meta.id))
    problems.push({
      line: null,
      path: 'id',
      reason: 'the source id must be lower-case letters, digits, dots and hyphens',
    });
  const processes = new Map<
    string,
    { process: Process; factors: ProcessFactor[]; keys: Set<string> }
  >();
  const provenance: Provenance[] = [];
  const provIndex = new Map<string, number>();
  const substitutes: Record<string, string> = {};
  for (const { row: r, line, path } of rows) {
    const bad = (column: string, reason: string) =>
      problems.push({ line, path: line === null ? `${path}.${column}` : column, reason });
    const before = problems.length;
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(r.processId))
      bad('process_id', 'process_id is required: letters, digits, dots, hyphens and underscores');
    if (r.processName.trim() === '') bad('process_name', 'process_name is required');
    if (!KINDS.includes(r.kind as ProcessKind))
      bad('kind', `kind must be one of ${KINDS.join(', ')}`);
    if (!UNITS.includes(r.declaredUnit as DeclaredUnit))
      bad('declared_unit', `declared_unit must be one of ${UNITS.join(', ')}`);
    const density = optionalNumber(r.density);
    if (density === 'bad')
      bad('density_kg_per_unit', 'density must be a number of 0 or more, or empty');
    const cost = optionalNumber(r.cost);
    if (cost === 'bad') bad('cost_aud_per_unit', 'cost must be a number of 0 or more, or empty');
    const indicatorId = Number(r.indicatorId);
    if (
      !Number.isInteger(indicatorId) ||
      indicatorColumn(indicatorId) < 0 ||
      indicatorId === INDICATOR_ID.australianDollars
    )
      bad(
        'indicator_id',
        'indicator_id must be a registry indicator with a column (1, 2, 4–10, 24, 64, 65); prices go in cost_aud_per_unit',
      );
    if (!isLifeCycleModule(r.module))
      bad('module', 'module must be one of A1-A3, A4, A5, B2, B3, B4, B6, B7, C1, C2, C3, C4, D');
    const value = Number(r.value);
    if (r.value.trim() === '' || !Number.isFinite(value)) bad('value', 'value must be a number');
    if (r.source.trim() === '' || r.table.trim() === '')
      bad('source', 'source and table are required for every factor (provenance)');
    if (r.licence.trim() === '') bad('licence', 'licence is required for every factor');
    if (!CONFIDENCE.includes(r.confidence as Confidence))
      bad('confidence', 'confidence must be high, medium or low');
    if (!['', 'true', 'false'].includes(r.isApproximate.trim().toLowerCase()))
      bad('is_approximate', 'is_approximate must be true, false or empty');
    const epd = readEpdReference((column) => r.epd?.[column] ?? '', value, bad);
    for (const replaced of replacedProcessIds(r.epd?.replaces ?? '')) {
      const earlier = substitutes[replaced];
      if (earlier !== undefined && earlier !== r.processId)
        bad('replaces', `"${replaced}" is already replaced by process "${earlier}"`);
      else substitutes[replaced] = r.processId;
    }
    if (problems.length > before) continue;
    let entry = processes.get(r.processId);
    const fields = {
      name: r.processName.trim(),
      kind: r.kind as ProcessKind,
      category: r.category.trim() || 'imported',
      declaredUnit: r.declaredUnit as DeclaredUnit,
      densityKgPerUnit: density as number | null,
      costPerUnit: cost as number | null,
    };
    if (!entry) {
      entry = {
        process: { id: r.processId, ...fields, factors: [] },
        factors: [],
        keys: new Set(),
      };
      processes.set(r.processId, entry);
    } else {
      const p = entry.process;
      if (
        p.name !== fields.name ||
        p.kind !== fields.kind ||
        p.declaredUnit !== fields.declaredUnit ||
        p.densityKgPerUnit !== fields.densityKgPerUnit ||
        p.costPerUnit !== fields.costPerUnit
      ) {
        bad(
          'process_id',
          `process "${r.processId}" was defined earlier with a different name, kind, unit, density or cost; repeat the same values on every row of a process`,
        );
        continue;
      }
    }
    const key = `${indicatorId}|${r.module}`;
    if (entry.keys.has(key)) {
      bad(
        'module',
        `process "${r.processId}" already has a factor for indicator ${indicatorId} in module ${r.module}`,
      );
      continue;
    }
    entry.keys.add(key);
    const prov: Provenance = {
      source: r.source.trim(),
      table: r.table.trim(),
      licence: r.licence.trim(),
      confidence: r.confidence as Confidence,
      isApproximate: r.isApproximate.trim().toLowerCase() === 'true',
      ...(r.note.trim() ? { note: r.note.trim() } : {}),
      ...(epd ? { epd } : {}),
    };
    const pk = JSON.stringify(prov);
    let pi = provIndex.get(pk);
    if (pi === undefined) {
      pi = provenance.push(prov) - 1;
      provIndex.set(pk, pi);
    }
    entry.factors.push({
      indicatorId,
      module: r.module as ProcessFactor['module'],
      value,
      provenance: pi,
    });
  }
  if (rows.length === 0)
    problems.push({ line: null, path: '', reason: 'the file has no factor rows' });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    source: {
      ...meta,
      provenance,
      processes: [...processes.values()].map((e) => ({ ...e.process, factors: e.factors })),
      ...(Object.keys(substitutes).length > 0 ? { substitutes } : {}),
    },
  };
}

/**
 * Import a CSV file (header row with the columns of {@link IMPORT_CSV_COLUMNS}, in any order;
 * header names may be quoted). A row with the wrong number of columns is reported with its line
 * like any other bad row, and the remaining rows are still checked; a file whose quoting cannot be
 * read at all is reported once, at the line where reading stopped.
 */
export function importLciSourceCsv(text: string, meta: ImportedSourceMeta): ImportResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: false,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const e = error as { lines?: number; message?: string };
    return {
      ok: false,
      problems: [
        {
          line: e.lines ?? null,
          path: '',
          reason: `the CSV cannot be read: ${e.message ?? 'malformed'}`,
        },
      ],
    };
  }
  const [first, ...body] = records;
  const header = first?.record ?? [];
  const missing = IMPORT_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0)
    return {
      ok: false,
      problems: [
        {
          line: first?.info.lines ?? 1,
          path: 'header',
          reason: `missing columns: ${missing.join(', ')}`,
        },
      ],
    };
  const at = Object.fromEntries(IMPORT_CSV_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof IMPORT_CSV_COLUMNS)[number],
    number
  >;
  const problems: ImportProblem[] = [];
  const rows: { row: FactorRow; line: number | null; path: string }[] = [];
  for (const { record, info } of body) {
    if (record.length !== header.length) {
      problems.push({
        line: info.lines,
        path: 'row',
        reason: `the row has ${record.length} columns but the header has ${header.length}; check for a missing or extra comma, or quote values that contain commas`,
      });
      continue;
    }
    const c = (column: (typeof IMPORT_CSV_COLUMNS)[number]) => record[at[column]] ?? '';
    rows.push({
      line: info.lines,
      path: '',
      row: {
        processId: c('process_id'),
        processName: c('process_name'),
        kind: c('kind'),
        category: c('category'),
        declaredUnit: c('declared_unit'),
        density: c('density_kg_per_unit'),
        cost: c('cost_aud_per_unit'),
        indicatorId: c('indicator_id'),
        module: c('module'),
        value: c('value'),
        source: c('source'),
        table: c('table'),
        licence: c('licence'),
        confidence: c('confidence'),
        isApproximate: c('is_approximate'),
        note: c('note'),
        epd: Object.fromEntries(
          EPD_CSV_COLUMNS.filter((e) => header.includes(e)).map((e) => [
            e,
            record[header.indexOf(e)] ?? '',
          ]),
        ),
      },
    });
  }
  if (rows.length === 0 && problems.length > 0) return { ok: false, problems };
  const result = assemble(meta, rows, problems);
  // Column-count problems were found first: list every problem in line order.
  if (!result.ok) result.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return result;
}

/** Import a JSON file: `{ id, name, version, lciGroupId, description, processes: [...] }` (IMPORT-FORMAT.md). */
export function importLciSourceJson(text: string): ImportResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [
        { line: null, path: '', reason: `the JSON cannot be read: ${(error as Error).message}` },
      ],
    };
  }
  const d = (doc ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  const meta: ImportedSourceMeta = {
    id: str(d.id),
    name: str(d.name),
    version: str(d.version),
    lciGroupId: str(d.lciGroupId),
    description: str(d.description),
  };
  const problems: ImportProblem[] = [];
  for (const k of ['name', 'version', 'lciGroupId'] as const)
    if (meta[k] === '') problems.push({ line: null, path: k, reason: `${k} is required` });
  const processes = Array.isArray(d.processes) ? (d.processes as Record<string, unknown>[]) : [];
  if (!Array.isArray(d.processes))
    problems.push({ line: null, path: 'processes', reason: 'processes must be an array' });
  const rows = processes.flatMap((p, i) => {
    const factors = Array.isArray(p.factors) ? (p.factors as Record<string, unknown>[]) : [];
    if (!Array.isArray(p.factors))
      problems.push({
        line: null,
        path: `processes[${i}].factors`,
        reason: 'factors must be an array',
      });
    return factors.map((f, j) => ({
      line: null,
      path: `processes[${i}].factors[${j}]`,
      row: {
        processId: str(p.id),
        processName: str(p.name),
        kind: str(p.kind),
        category: str(p.category),
        declaredUnit: str(p.declaredUnit),
        density: str(p.densityKgPerUnit),
        cost: str(p.costPerUnit),
        indicatorId: str(f.indicatorId),
        module: str(f.module),
        value: str(f.value),
        source: str(f.source),
        table: str(f.table),
        licence: str(f.licence),
        confidence: str(f.confidence),
        isApproximate: str(f.isApproximate),
        note: str(f.note),
      },
    }));
  });
  return assemble(meta, rows, problems);
}

/**
 * An imported source made usable for whole-of-life evaluation: processes of the starter source
 * that the import lacks (energy carriers, water, transport) are added, with their provenance.
 * With `materials`, the starter's materials are added too (a source that substitutes some of the
 * library's processes still evaluates every template; the others keep the starter's data).
 */
export function mergeWithStarter(
  imported: LciSource,
  starter: LciSource,
  options: { materials?: boolean } = {},
): LciSource {
  const have = new Set(imported.processes.map((p) => p.id));
  const offset = imported.provenance.length;
  const extra = starter.processes
    .filter((p) => (options.materials || p.kind !== 'material') && !have.has(p.id))
    .map((p) => ({
      ...p,
      costProvenance: p.costProvenance == null ? p.costProvenance : p.costProvenance + offset,
      factors: p.factors.map((f) => ({ ...f, provenance: f.provenance + offset })),
    }));
  return {
    ...imported,
    provenance: [...imported.provenance, ...starter.provenance],
    processes: [...imported.processes, ...extra],
  };
}
