import { deleteProjectTarget, insertProjectTarget } from '@circa/db/project-targets.repository';
import { findStructure } from '@circa/db/structures.repository';
import { METHOD_VERSION } from '@circa/engine/method-version';
import { LIFE_CYCLE_MODULES } from '@circa/engine/life-cycle-modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLotId } from '../../test-support/demo-lot';
import { payForLot } from '../../test-support/paid-lot';
import { createTestApp } from '../../test-support/test-app';
import type { TestApp } from '../../test-support/test-app';
import { createLotReportPdf, createProjectReportPdf } from './create-report-pdf';
import type { ReportDeps } from './create-report-pdf';
import { pdfPageCount, pdfTextLines } from './pdf-text';
import { formatAmount, formatReduction, formatValue } from './report-format';
import { REPORT_TYPE } from './report-types';

let t: TestApp;
let admin: string;
let paidLot: number;
let unpaidLot: number;
let projectId: number;
let deps: ReportDeps;
const now = new Date('2026-11-26T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  paidLot = await demoLotId(t, admin, 'Lot 102');
  unpaidLot = await demoLotId(t, admin, 'Lot 101');
  await payForLot(t, paidLot);
  projectId = (await findStructure(t.database.db, paidLot))!.projectId;
  deps = { db: t.database.db, now: () => now };
}, 120_000);
afterAll(async () => t.close());

/** The results call's answer for one indicator of the paid lot (what the screens show). */
async function results(indicatorId: number) {
  const response = await t.call(
    'GET',
    `/api/results?structureId=${paidLot}&indicatorId=${indicatorId}`,
    undefined,
    admin,
  );
  expect(response.statusCode).toBe(200);
  return response.json().Data;
}

/** A results call's Reduction (percent to 0.1) as the results screen words it. */
function reductionAsShown(percent: number): string {
  const size = Math.abs(percent).toLocaleString('en-AU', { maximumFractionDigits: 1 });
  return `${percent < 0 ? 'Increase' : 'Reduction'} ${size}%`;
}

/** A PDF's text as lines and as one string (wrapped lines joined by spaces). */
function textOf(pdf: Buffer) {
  const lines = pdfTextLines(pdf);
  return { lines, text: lines.join(' ').replace(/\s+/g, ' ') };
}

const lotReport = (reportTypeId: number) =>
  createLotReportPdf(deps, { structureId: paidLot, reportTypeId });

describe('Life Cycle Assessment (36)', () => {
  it('shows the results call’s totals, the A1–D module columns, units, notes and sources', async () => {
    const report = await lotReport(REPORT_TYPE.lifeCycleAssessment);
    expect(report.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(report.title).toMatch(/^Life Cycle Assessment – Lot 102/);
    const { lines, text } = textOf(report.pdf);
    const gwp = await results(1);
    const totals = gwp.Totals.find(
      (x: { ExcludingPowerGeneration: boolean }) => x.ExcludingPowerGeneration,
    );
    expect(lines).toContain(formatValue(totals.DesignImpact));
    expect(lines).toContain(formatValue(totals.BenchmarkImpact));
    expect(lines).toContain(formatAmount(totals.DesignImpact, 'kg CO2e'));
    for (const module of [...LIFE_CYCLE_MODULES, 'A–C']) expect(lines).toContain(module);
    for (const unit of ['kg CO2e', 'MJ', 'AUD', 'kL', 'kg SO2e']) expect(lines).toContain(unit);
    // a cost total leaves out what has no price: the results' note is in the report
    const cost = await results(3);
    expect(cost.CoverageNote).toBeTruthy();
    expect(text).toContain(cost.CoverageNote);
    expect(text).toContain(cost.CurrencyNote);
    expect(text).toContain('ÖKOBAUDAT 2020-II');
    expect(text).toContain('Open Government Licence v3.0');
    expect(text).toContain('CC BY 4.0');
    expect(text).toContain(METHOD_VERSION);
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain('Contents');
    // the demo design is not submitted: its results may still change, and the report says so
    expect(text).toContain('Design Under Review');
    expect(report.designVersion).toBeGreaterThan(0);
  });

  it('makes the same bytes for the same design and date', async () => {
    const [a, b] = [await lotReport(36), await lotReport(36)];
    expect(a.pdf.equals(b.pdf)).toBe(true);
    expect(a.pdf.toString('latin1')).toContain('(D:20261126100000Z)');
  });
});

describe('Compliance Report (25)', () => {
  it('shows each target’s values, reduction and verdict as the results call answers them', async () => {
    const { lines } = textOf((await lotReport(REPORT_TYPE.compliance)).pdf);
    const comparisons = [
      ...(await results(1)).BenchmarkComparison,
      ...(await results(4)).BenchmarkComparison,
    ];
    expect(comparisons.length).toBeGreaterThan(0);
    for (const c of comparisons) {
      expect(lines).toContain(formatValue(c.DesignValue));
      expect(lines).toContain(formatValue(c.BenchmarkValue));
      expect(lines).toContain(c.ValueUnit);
      if (c.Reduction !== null) expect(lines).toContain(reductionAsShown(c.Reduction));
    }
    const achieved = comparisons.every((c: { Status: string }) => c.Status === 'achieved');
    expect(lines).toContain(achieved ? 'Yes' : 'No');
    expect(lines).toContain('Targets achieved');
  });
});

describe('Carbon Performance Report (37)', () => {
  it('shows the whole-life emissions in tonnes and per m² as the engine gives them', async () => {
    const { lines } = textOf((await lotReport(REPORT_TYPE.carbonPerformance)).pdf);
    const totals = (await results(1)).Totals.find(
      (x: { ExcludingPowerGeneration: boolean }) => x.ExcludingPowerGeneration,
    );
    expect(lines).toContain(formatAmount(totals.DesignImpact / 1000, 't CO2e'));
    expect(lines).toContain(formatValue(totals.DesignImpact));
    const reduction =
      (totals.BenchmarkImpact - totals.DesignImpact) / Math.abs(totals.BenchmarkImpact);
    expect(lines).toContain(formatReduction(reduction));
    expect(lines).toContain('kg CO2e/m²');
  });

  it('carries the results’ notes on biogenic carbon, the decarbonising grid and data quality', async () => {
    const { text } = textOf((await lotReport(REPORT_TYPE.carbonPerformance)).pdf);
    const gwp = await results(1);
    for (const note of [gwp.BiogenicNote, gwp.DecarbonisingGridNote, gwp.DataQualityNote]) {
      expect(note).toBeTruthy();
      expect(text).toContain(note);
    }
  });
});

describe('lot report refusals', () => {
  it('refuses a type that is not a lot report, and numbers before payment', async () => {
    await expect(lotReport(39)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(
      createLotReportPdf(deps, { structureId: unpaidLot, reportTypeId: 36 }),
    ).rejects.toMatchObject({ code: 'forbidden', message: 'Payment is required.' });
  });
});

describe('Project Carbon Performance Report (39)', () => {
  it('lists every lot against the targets, numbers only for paid lots', async () => {
    const report = await createProjectReportPdf(deps, { projectId, reportTypeId: 39 });
    expect(report.title).toBe('Project Carbon Performance Report – Demo Estate');
    const { lines, text } = textOf(report.pdf);
    expect(text).toContain('Lot 101');
    expect(text).toContain('Lot 102');
    expect(lines).toContain('Payment is required.');
    const gwp = await results(1);
    const totals = gwp.Totals.find(
      (x: { ExcludingPowerGeneration: boolean }) => x.ExcludingPowerGeneration,
    );
    expect(lines).toContain(formatValue(totals.DesignImpact));
    for (const c of gwp.BenchmarkComparison)
      if (c.Reduction !== null)
        expect(lines).toContain(
          `${reductionAsShown(c.Reduction)} · ${c.Status === 'achieved' ? 'Yes' : 'No'}`,
        );
    expect(pdfPageCount(report.pdf)).toBeGreaterThan(3);
  });

  it('keeps its version key until what it shows changes', async () => {
    const make = () => createProjectReportPdf(deps, { projectId, reportTypeId: 39 });
    const first = await make();
    expect((await make()).versionKey).toBe(first.versionKey);
    const id = await insertProjectTarget(t.database.db, projectId, {
      name: 'Report key check',
      indicatorId: 1,
      attributeId: 0,
      timescaleId: 1,
      lcPhases: ['A1-A3'],
      savingsTarget: 10,
      includeOnSiteRenewable: false,
    });
    try {
      expect((await make()).versionKey).not.toBe(first.versionKey);
    } finally {
      await deleteProjectTarget(t.database.db, id);
    }
    expect((await make()).versionKey).toBe(first.versionKey);
  });

  it('refuses a lot report type', async () => {
    await expect(
      createProjectReportPdf(deps, { projectId, reportTypeId: 36 }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
