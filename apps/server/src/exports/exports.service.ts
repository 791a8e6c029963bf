import { EXPORT_FILE_TYPES } from '@circa/contract/exports.schema';
import type { ExportFormat } from '@circa/contract/exports.schema';
import type { Database } from '@circa/db/schema';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../http/request-context';
import { explainEngineErrors, loadPaidLotResults } from '../results/lot-results';
import { writeCsv } from './csv-writer';
import { writeLcaxProject } from './lcax-writer';
import { INDICATOR_ID } from '@circa/engine/indicators';
import { dataQualityNote } from '../results/data-quality-note';
import { dataProvenance, exportRows, METHODOLOGY_VERSION } from './results-export';
import type { ResultsExport } from './results-export';
import { resultsTable } from './results-table';
import { writeXlsx } from './xlsx-writer';

/** A file to send: its name, media type and bytes. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/**
 * GET /exportResults: the lot's design results as a CSV, Excel or LCAx file. Access is the
 * results' own (`loadPaidLotResults`: 404 for a lot the caller may not see, 403 when it is
 * allocated to others or not yet paid), and the numbers are the evaluation the results screens
 * read (the same cached evaluation of the design's current version).
 */
export async function exportResults(
  db: Kysely<Database>,
  caller: AuthUser,
  structureId: number,
  format: ExportFormat,
  now: Date = new Date(),
): Promise<ExportFile> {
  const { lot, design, benchmark } = await loadPaidLotResults(db, caller, structureId);
  const source = design.compiled.source;
  const data: ResultsExport = explainEngineErrors(() => ({
    about: {
      designName: lot.record.name,
      lotName: lot.access.structure.name,
      lotAddress: lot.access.structure.address,
      developmentName: lot.access.project.name,
      organisationName: lot.access.organisationName,
      methodologyVersion: METHODOLOGY_VERSION,
      lciSource: {
        id: source.id,
        name: source.name,
        version: source.version,
        description: source.description,
      },
      dataProvenance: dataProvenance(design),
      dataQuality: dataQualityNote(design, INDICATOR_ID.globalWarmingPotential) ?? '',
      referenceStudyPeriod: design.referenceStudyPeriod,
      exportedAt: now.toISOString(),
    },
    rows: exportRows(design, benchmark),
    design,
  }));
  const type = EXPORT_FILE_TYPES[format];
  const fileName = `${data.about.designName} results.${type.extension}`;
  const body =
    format === 'csv'
      ? Buffer.from(writeCsv(resultsTable(data)), 'utf8')
      : format === 'xlsx'
        ? await writeXlsx(data)
        : Buffer.from(
            JSON.stringify(
              explainEngineErrors(() =>
                writeLcaxProject(data, { structureId, designId: lot.record.id }),
              ),
              null,
              2,
            ),
            'utf8',
          );
  return { fileName, contentType: type.contentType, data: body };
}
