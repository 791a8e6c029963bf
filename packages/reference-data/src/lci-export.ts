/**
 * Write an LCI source in the CSV import format (IMPORT-FORMAT.md), EPD columns included, so a
 * source read with `importLciSourceCsv` writes back to a file that imports to the same source.
 */
import type { LciSource, Provenance } from '@circa/engine/lci-types';
import { EPD_CSV_COLUMNS } from './lci-import-epd';
import { IMPORT_CSV_COLUMNS } from './lci-import';

const COLUMNS = [...IMPORT_CSV_COLUMNS, ...EPD_CSV_COLUMNS];

/** A CSV cell: quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function epdCells(p: Provenance): Record<string, string | number> {
  const e = p.epd;
  if (!e) return {};
  return {
    epd_registration: e.registration,
    epd_owner: e.owner,
    programme: e.programme,
    epd_version: e.version,
    issued: e.issued,
    valid_until: e.validUntil,
    epd_declared_unit: e.declaredUnit,
    modules_declared: e.modulesDeclared,
    en15804_variant: e.en15804,
    biogenic_treatment: e.biogenicCarbon,
    cited_value: e.citedValue,
    cited_unit: e.citedUnit,
    conversion_factor: e.conversionFactor,
    conversion_note: e.conversionNote,
  };
}

/** The source as CSV text (header and one row per factor, processes in order). */
export function lciSourceToCsv(source: LciSource): string {
  const replacedBy = new Map<string, string[]>();
  for (const [replaced, processId] of Object.entries(source.substitutes ?? {}))
    replacedBy.set(processId, [...(replacedBy.get(processId) ?? []), replaced]);
  const lines = [COLUMNS.join(',')];
  for (const p of source.processes) {
    for (const f of p.factors) {
      const prov = source.provenance[f.provenance]!;
      const row: Record<string, string | number | null | undefined> = {
        process_id: p.id,
        process_name: p.name,
        kind: p.kind,
        category: p.category,
        declared_unit: p.declaredUnit,
        density_kg_per_unit: p.densityKgPerUnit,
        cost_aud_per_unit: p.costPerUnit,
        indicator_id: f.indicatorId,
        module: f.module,
        value: f.value,
        source: prov.source,
        table: prov.table,
        licence: prov.licence,
        confidence: prov.confidence,
        is_approximate: prov.isApproximate ? 'true' : 'false',
        note: prov.note,
        replaces: (replacedBy.get(p.id) ?? []).join('|'),
        ...epdCells(prov),
      };
      lines.push(COLUMNS.map((c) => csvCell(row[c])).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}
