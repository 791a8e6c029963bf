/**
 * The source "Australia — published EPDs" in the LCI import format, from the transcriptions in
 * `sources/au-epd/*.csv` (one row per figure read from a declaration; columns in
 * `sources/au-epd/README.md`). Each row's `replaces` names keys of the template library's
 * processes (`PROCESS` in src/library/process-ids.ts); they become the starter process ids the
 * new process stands in for, and its declared unit must be theirs. Where several declarations
 * could stand in for one library process, `representatives.csv` names the one that does; the
 * others stay in the source as processes of their own.
 */
import type { LciSource } from '@circa/engine/lci-types';
import { parse } from 'csv-parse/sync';
import { csvCell, lciSourceToCsv } from '../src/lci-export';
import type { ImportedSourceMeta } from '../src/lci-import';
import { importLciSourceCsv } from '../src/lci-import';
import { PROCESS } from '../src/library/process-ids';

/** Licence id of figures read from published declarations (facts, cited; no text copied). */
export const CITED_EPD_FIGURES_LICENCE = 'cited-epd-figures';

type Transcribed = Record<string, string>;

/** One transcription file: its name (for messages) and text. */
export interface TranscriptionFile {
  name: string;
  text: string;
}

/**
 * Where several declarations could stand in for one library process, the one that does, by
 * library key (`sources/au-epd/representatives.csv`: library_key, process_id, reason); the
 * process id `none` keeps the library's own process (e.g. timber read without its end of life:
 * its biogenic uptake would count without the release).
 */
export function readRepresentatives(text: string): Map<string, string> {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Transcribed[];
  return new Map(rows.map((r) => [r.library_key!, r.process_id!]));
}

function importRow(
  r: Transcribed,
  file: string,
  starter: LciSource,
  representatives: ReadonlyMap<string, string>,
): Record<string, string> {
  const replaces = (r.replaces ?? '')
    .split('|')
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .filter((key) => (representatives.get(key) ?? r.process_id) === r.process_id)
    .map((key) => {
      const id = (PROCESS as Record<string, string>)[key];
      if (!id) throw new Error(`${file}: ${r.process_id} replaces unknown library key "${key}"`);
      const replaced = starter.processes.find((p) => p.id === id);
      if (replaced && replaced.declaredUnit !== r.declared_unit)
        throw new Error(
          `${file}: ${r.process_id} is per ${r.declared_unit} but replaces ${key} (per ${replaced.declaredUnit})`,
        );
      return id;
    });
  return {
    process_id: r.process_id ?? '',
    process_name: r.process_name ?? '',
    kind: 'material',
    category: r.category ?? '',
    declared_unit: r.declared_unit ?? '',
    density_kg_per_unit: r.density_kg_per_unit ?? '',
    cost_aud_per_unit: '',
    indicator_id: r.indicator_id ?? '',
    module: r.module ?? '',
    value: r.value ?? '',
    source: `${/^EPD/i.test(r.epd_registration ?? '') ? '' : 'EPD '}${r.epd_registration} (${r.epd_owner})`,
    table: r.where_read ?? '',
    licence: CITED_EPD_FIGURES_LICENCE,
    confidence: r.confidence ?? '',
    is_approximate: r.is_approximate ?? '',
    note: r.note ?? '',
    replaces: replaces.join('|'),
    epd_registration: r.epd_registration ?? '',
    epd_owner: r.epd_owner ?? '',
    programme: r.programme ?? '',
    epd_version: r.epd_version ?? '',
    issued: r.issued ?? '',
    valid_until: r.valid_until ?? '',
    epd_declared_unit: r.epd_declared_unit ?? '',
    modules_declared: r.modules_declared ?? '',
    en15804_variant: r.en15804_variant ?? '',
    biogenic_treatment: r.biogenic_treatment ?? '',
    cited_value: r.cited_value ?? '',
    cited_unit: r.cited_unit ?? '',
    conversion_factor: r.conversion_factor ?? '',
    conversion_note: r.conversion_note ?? '',
  };
}

/**
 * Reads the transcriptions, checks them through the LCI import (every problem is thrown with its
 * file), and answers the source and its CSV in the import format.
 */
export function buildAustralianEpdSource(
  files: readonly TranscriptionFile[],
  representatives: ReadonlyMap<string, string>,
  meta: ImportedSourceMeta,
  starter: LciSource,
): { source: LciSource; csv: string } {
  const rows = files
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((f) =>
      (parse(f.text, { columns: true, skip_empty_lines: true, trim: true }) as Transcribed[]).map(
        (r) => importRow(r, f.name, starter, representatives),
      ),
    );
  const header = Object.keys(rows[0] ?? {});
  const draft = [header.join(','), ...rows.map((r) => header.map((c) => csvCell(r[c]!)).join(','))];
  const standIns = new Map<string, string>();
  for (const r of rows)
    for (const id of r.replaces!.split('|').filter(Boolean)) {
      const earlier = standIns.get(id);
      if (earlier && earlier !== r.process_id)
        throw new Error(
          `${r.process_id} and ${earlier} both replace ${id}: choose the one that stands in for it in sources/au-epd/representatives.csv`,
        );
      standIns.set(id, r.process_id!);
    }
  const result = importLciSourceCsv(`${draft.join('\n')}\n`, meta);
  if (!result.ok)
    throw new Error(
      `the transcriptions do not import:\n${result.problems
        .map((p) => `  line ${p.line ?? '-'} ${p.path}: ${p.reason}`)
        .join('\n')}`,
    );
  return { source: result.source, csv: lciSourceToCsv(result.source) };
}
