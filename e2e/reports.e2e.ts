import { useStructureCredit } from '@circa/contract/credits.routes';
import { archiveLot } from '@circa/contract/lots.routes';
import { fetchLotReport, fetchProjectReport } from '@circa/contract/reports.routes';
import { ReportTypeId, reportTexts } from '@circa/contract/reports.schema';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { apiRoute, demoEstateId, newBuiltLot } from './support/api';
import { chromiumForFile, fitsWidth, phone } from './support/browser';
import { readOutbox } from './support/outbox';
import { shoot } from './support/screenshots';
import { signedInDemoUser, withFailureShot } from './support/session';

const dataDir = inject('dataDir');
const browser = chromiumForFile();
const artifacts = new URL('./artifacts/', import.meta.url).pathname;

/** Waits for an email to `to` and answers its raw text. */
async function waitForMail(to: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readOutbox(dataDir).find((m) => m.includes(`To: ${to}`));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${to} arrived within ${timeoutMs} ms`);
}

/** The first PDF attached to a raw email, decoded from its base64 part. */
function attachedPdf(mail: string): Buffer {
  const part = /Content-Type: application\/pdf;[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail);
  if (!part) throw new Error('The email has no PDF attachment');
  return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64');
}

/**
 * Draws every page of a made report as a PNG with pdftoppm (60 dpi) into the journey's artifacts
 * folder, as e2e/artifacts/<name>-<page>.png, for people to look at; checks there is one
 * non-empty picture per page. scripts/ensure-chromium.mjs makes sure pdftoppm is installed.
 */
function drawPages(pdf: Buffer, name: string, pageCount: number): void {
  mkdirSync(artifacts, { recursive: true });
  const isPageOf = (file: string) => new RegExp(`^${name}-\\d+\\.png$`).test(file);
  for (const old of readdirSync(artifacts).filter(isPageOf)) rmSync(`${artifacts}${old}`);
  writeFileSync(`${artifacts}${name}.pdf`, pdf);
  const drawn = spawnSync('pdftoppm', ['-png', '-r', '60', `${name}.pdf`, name], {
    cwd: artifacts,
    encoding: 'utf8',
  });
  expect(drawn.status, `pdftoppm: ${drawn.error?.message ?? drawn.stderr}`).toBe(0);
  const pictures = readdirSync(artifacts).filter(isPageOf);
  expect(pictures).toHaveLength(pageCount);
  for (const picture of pictures)
    expect(statSync(`${artifacts}${picture}`).size).toBeGreaterThan(0);
}

/** The viewer's page count, from its first page's name ("Page 1 of 12"), once drawn. */
async function shownPageCount(page: Page, timeout = 60_000): Promise<number> {
  const first = page.getByRole('img', { name: /^Page 1 of \d+$/ });
  await first.waitFor({ timeout });
  return Number(/of (\d+)$/.exec((await first.getAttribute('aria-label')) ?? '')?.[1]);
}

/** The width of the report's first page as drawn, in CSS pixels. */
const firstPageWidth = (page: Page) =>
  page
    .getByRole('img', { name: /^Page 1 of \d+$/ })
    .evaluate((e) => e.getBoundingClientRect().width);

describe('reports in Chromium', () => {
  let lot = 0;
  let adminPage: Page | undefined;
  afterAll(async () => {
    if (lot && adminPage) await apiRoute(adminPage, archiveLot, { id: lot });
  });

  it('makes a lot report (progress, then the PDF), zooms it and emails it with the PDF attached', async () => {
    const { page } = await signedInDemoUser(browser(), 'admin@example.com');
    adminPage = page;
    await withFailureShot(page, 'reports', async () => {
      const projectId = await demoEstateId(page);
      lot = await newBuiltLot(page, page, projectId, '88 Report Street');
      await apiRoute(page, useStructureCredit, { id: lot });

      await page.goto(`/share/${lot}/3/reports`);
      await page.getByRole('article', { name: 'Compliance Report' }).waitFor();
      await expect(page.getByRole('article').allTextContents()).resolves.toEqual([
        expect.stringContaining('Life Cycle Assessment'),
        expect.stringContaining('Compliance Report'),
        expect.stringContaining('Carbon Performance Report'),
      ]);
      await shoot(page, 'reports-types-desktop');

      // the report is made by a job: the screen shows its progress (unless the job is done first:
      // the viewer's screen test covers that state), then the PDF
      await page.getByRole('link', { name: 'View Life Cycle Assessment' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /generate the report/ })
        .first()
        .or(page.getByRole('img', { name: /^Page 1 of \d+$/ }))
        .first()
        .waitFor();
      await page.waitForURL(/\/share\/\d+\/3\/report\/36\/\d+$/);
      const reportUrl = page.url();
      await page.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { name: /^Life Cycle Assessment – / }).waitFor();
      await shoot(page, 'reports-viewer-desktop');

      // zoom: the slider runs 0..100 in steps of 5, the page grows to three times its width
      const fitted = await firstPageWidth(page);
      const slider = page.getByRole('slider', { name: 'Zoom' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider.getAttribute('aria-valuenow')).resolves.toBe('5');
      await page.keyboard.press('End');
      await expect(slider.getAttribute('aria-valuetext')).resolves.toBe('3.0 times');
      await expect.poll(() => firstPageWidth(page)).toBeCloseTo(fitted * 3, -1);
      await shoot(page, 'reports-viewer-zoomed');

      // asking again for the same design version reuses the report
      await page.goto(`/share/${lot}/3/report/36`);
      await page.waitForURL(reportUrl);

      // send it to an extra recipient: Send only once someone is checked
      await page.getByRole('link', { name: 'Send' }).click();
      const send = page.getByRole('button', { name: 'Send' });
      await send.waitFor();
      expect(await send.isDisabled()).toBe(true);
      const to = `certifier.${Date.now()}@example.org`;
      await page.getByRole('textbox', { name: 'Extra recipient' }).fill(to);
      await page.getByRole('button', { name: 'Add' }).click();
      expect(await page.getByRole('checkbox', { name: to }).isChecked()).toBe(true);
      await shoot(page, 'reports-send-desktop');
      await send.click();
      await page.getByText(reportTexts.sendSucceeded, { exact: true }).waitFor();

      const mail = await waitForMail(to);
      expect(mail).toMatch(/Please find attached the Life Cycle Assessment for /);
      expect(mail).toMatch(/Content-Disposition: attachment;/);
      const pdf = attachedPdf(mail);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      mkdirSync(artifacts, { recursive: true });
      writeFileSync(`${artifacts}reports-emailed.pdf`, pdf);

      // on a phone the viewer fits the screen's width at zoom 1
      await page.setViewportSize(phone);
      await page.goto(reportUrl);
      await page.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 30_000 });
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, 'reports-viewer-phone');
    });
  });

  it("makes each of the lot's reports and draws every page of each as a picture", async () => {
    const page = adminPage!;
    await withFailureShot(page, 'reports-each', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const reports = [
        [ReportTypeId.LifeCycleAssessment, 'reports-lca'],
        [ReportTypeId.ComplianceReport, 'reports-compliance'],
        [ReportTypeId.CarbonPerformanceReport, 'reports-carbon-performance'],
      ] as const;
      for (const [reportType, name] of reports) {
        await page.goto(`/share/${lot}/3/report/${reportType}`);
        await page.waitForURL(new RegExp(`/share/${lot}/3/report/${reportType}/\\d+$`));
        const pageCount = await shownPageCount(page);
        await shoot(page, `${name}-viewer`);
        const reportId = Number(page.url().split('/').pop());
        const report = await apiRoute(page, fetchLotReport, { id: lot, reportId });
        expect(report).toMatchObject({ ReportTypeId: reportType, Status: 'done' });
        const pdf = Buffer.from(report.Content!, 'base64');
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        drawPages(pdf, name, pageCount);
      }
    });
  });

  it("offers a development's report to its admin coordinators from the project drawer's Reports", async () => {
    const page = adminPage!;
    await withFailureShot(page, 'reports-project', async () => {
      const projectId = await demoEstateId(page);
      await page.goto(`/share/${projectId}/2/reports`);
      await page.getByRole('article', { name: 'Project Carbon Performance Report' }).waitFor();
      await page.getByRole('link', { name: 'Report List' }).click();
      await page.getByRole('heading', { name: 'Report List', level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Report List' }).waitFor();

      // the project report of every lot against the targets, viewed, then drawn page by page
      const reportType = ReportTypeId.ProjectCarbonPerformanceReport;
      await page.goto(`/share/${projectId}/2/report/${reportType}`);
      await page.waitForURL(new RegExp(`/share/${projectId}/2/report/${reportType}/\\d+$`));
      const pageCount = await shownPageCount(page, 120_000);
      await page.getByRole('heading', { name: /^Project Carbon Performance Report – / }).waitFor();
      await shoot(page, 'reports-project-viewer');
      const reportId = Number(page.url().split('/').pop());
      const report = await apiRoute(page, fetchProjectReport, { id: projectId, reportId });
      expect(report).toMatchObject({ ReportTypeId: reportType, Status: 'done' });
      drawPages(Buffer.from(report.Content!, 'base64'), 'reports-project', pageCount);
    });
  }, 180_000);
});
