/**
 * `npm run bench:reports`: how long making each report's PDF takes (issue 13: a lot report
 * ≤ 2 s, a project report of 100 lots ≤ 20 s on this 2-core machine), through the same functions
 * the report job calls (`createLotReportPdf`, `createProjectReportPdf`). A lot report is timed
 * first in a fresh process (reference data loaded, design and benchmark evaluated: what the first
 * report after a start costs) and then again (evaluations cached). The project report is made
 * for Demo Estate with 100 paid lots, first with none of their evaluations cached. Prints one
 * JSON line per measurement; printing only, no assertion.
 */
import { findStructure } from '@circa/db/structures.repository';
import { REPORT_TYPE } from '../src/reports/documents/report-types';
import {
  createLotReportPdf,
  createProjectReportPdf,
} from '../src/reports/documents/create-report-pdf';
import { addBuiltLots } from '../src/test-support/credit-lots';
import { demoLotId } from '../src/test-support/demo-lot';
import { payForLot } from '../src/test-support/paid-lot';
import { createTestApp } from '../src/test-support/test-app';

const LOT_BUDGET_MS = 2_000;
const PROJECT_BUDGET_MS = 20_000;
const PROJECT_LOTS = 100;

const t = await createTestApp({ withDemoDevelopment: true });
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const database = t.database.url ? 'postgres' : 'pglite';

async function timed<T>(make: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await make();
  return { ms: Math.round(performance.now() - started), result };
}

try {
  const admin = await t.signIn('admin@example.com');
  const builder = await t.signIn('builder@example.com');
  const deps = { db: t.database.db, now: () => new Date() };
  const lot = await demoLotId(t, admin, 'Lot 102');
  await payForLot(t, lot);
  const lotReports = [
    REPORT_TYPE.lifeCycleAssessment,
    REPORT_TYPE.compliance,
    REPORT_TYPE.carbonPerformance,
  ];
  for (const pass of ['first', 'cached'] as const)
    for (const reportTypeId of lotReports) {
      const { ms, result } = await timed(() =>
        createLotReportPdf(deps, { structureId: lot, reportTypeId }),
      );
      print({
        bench: 'lotReport',
        database,
        report: result.title,
        pass,
        ms,
        kB: Math.round(result.pdf.length / 1000),
        budgetMs: LOT_BUDGET_MS,
        isBudgetMet: ms <= LOT_BUDGET_MS,
      });
    }

  const projectId = (await findStructure(t.database.db, lot))!.projectId;
  const existing = await t.database.db
    .selectFrom('structures')
    .select('id')
    .where('project_id', '=', projectId)
    .execute();
  const added = await addBuiltLots(
    t,
    projectId,
    Array.from({ length: PROJECT_LOTS - existing.length }, () => 1),
    builder,
  );
  for (const { id } of existing) if (id !== lot) await payForLot(t, id);
  for (const id of added) await payForLot(t, id);
  for (const pass of ['first', 'cached'] as const) {
    const { ms, result } = await timed(() =>
      createProjectReportPdf(deps, {
        projectId,
        reportTypeId: REPORT_TYPE.projectCarbonPerformance,
      }),
    );
    print({
      bench: 'projectReport',
      database,
      report: result.title,
      lots: existing.length + added.length,
      pass,
      ms,
      kB: Math.round(result.pdf.length / 1000),
      budgetMs: PROJECT_BUDGET_MS,
      isBudgetMet: ms <= PROJECT_BUDGET_MS,
    });
  }
} finally {
  await t.close();
}
