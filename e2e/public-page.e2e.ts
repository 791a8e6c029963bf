import { featureDesigns, presetDesigns } from '@circa/contract/builds.routes';
import { useStructureCredit } from '@circa/contract/credits.routes';
import { SharePermission } from '@circa/contract/enums';
import { buildLot, createLot } from '@circa/contract/lots.routes';
import { designPerformance } from '@circa/contract/public-page.routes';
import { updateShare } from '@circa/contract/sharing.routes';
import { submitDesign } from '@circa/contract/submission.routes';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoute, demoEstateId } from './support/api';
import { chromiumForFile, fitsWidth, newPage, phone } from './support/browser';
import { uploadReference } from './support/references';
import { shoot } from './support/screenshots';
import { signedInDemoUser, withFailureShot, enterEmail } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const browser = chromiumForFile();

let admin: Page;
let lot: number;
/** The design's public link, /feed/{base36 id}. */
let feedPath: string;

const share = (permission: number, isFeature = false) =>
  apiRoute(admin, updateShare, {
    StructureId: lot,
    IsFeature: isFeature,
    SharePermission: permission as SharePermission,
  });

/** A signed-out visitor's page (a fresh context: no token), on a phone. */
async function visitor() {
  const { context, page } = await newPage(browser(), baseUrl, phone);
  await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);
  return page;
}

/** The number of a "17.3% …" text. */
const percentOf = (text: string) => Number(/([\d.,]+)%/.exec(text)![1]!.replace(/,/g, ''));

beforeAll(async () => {
  admin = (await signedInDemoUser(browser(), 'admin@example.com')).page;
  // its own lot, built with a preset (so it differs from its benchmark) and paid with credits
  const projectId = await demoEstateId(admin);
  lot = await apiRoute(admin, createLot, {
    projectId,
    address: `Lot P${Date.now()}, 2 Feed Street, Marsden Park NSW 2765`,
  });
  const presets = await apiRoute(admin, presetDesigns, { projectId, numberOf: 100 });
  const preset = presets.find((p) => p.BaselineId !== undefined && !p.DisableLink)!;
  await apiRoute(admin, buildLot, {
    structureId: lot,
    baseStructureId: preset.BaselineId!,
    presetStructureId: preset.Id,
  });
  await apiRoute(admin, useStructureCredit, { id: lot });
  await share(SharePermission.Public, true);
  const featured = await apiRoute(admin, featureDesigns, { start: 0, numberOf: 100 });
  feedPath = featured.find((d) => d.Description.includes('2 Feed Street'))!.FeatureUrl!;
}, 60_000);
afterAll(async () => {
  if (lot) await share(SharePermission.None);
});

describe('the public design page in Chromium', () => {
  it("shows a public design to a signed-out visitor with the results' own figures", async () => {
    const page = await visitor();
    await withFailureShot(page, 'public-page', async () => {
      // home's Featured Designs lead a visitor to it
      await page.goto('/');
      await page.locator(`a[href="${feedPath}"]`).first().click();
      await page.waitForURL(`**${feedPath}`);
      await page.goto(feedPath);
      for (const name of [
        'Overview',
        'Contribution',
        'Design Performance Summary',
        'Environmental Strategies',
        'Life Cycle Assessment Information',
      ])
        await page.getByRole('region', { name }).waitFor();
      const summary = page.getByRole('region', { name: 'Design Performance Summary' });
      const improvement = await summary
        .getByText(/^[\d.,]+% (improvement|increase)$/)
        .textContent();
      await summary.getByText(/tCO2e (avoided|more than the benchmark)$/).waitFor();
      await page.getByText('Design Under Review').waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, 'public-page-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, 'public-page-desktop');

      // the same whole-life figure as the results page shows the design's owner
      await admin.goto(`/design-results/${lot}/1/false`);
      const figure = admin.getByText(/^[\d.,]+% (Reduction|Increase)$/).first();
      expect(percentOf((await figure.textContent())!)).toBe(percentOf(improvement!));

      // Read More opens a strategy's dialog
      await page
        .getByRole('button', { name: /^Read More: / })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    });
  });

  it("shows a submitted design without 'Design Under Review', with its reports to download", async () => {
    const page = await visitor();
    await withFailureShot(page, 'public-page-submitted', async () => {
      for (const refTypeId of [1, 2]) await uploadReference(admin, lot, refTypeId);
      await apiRoute(admin, submitDesign, {
        structureId: lot,
        designPurposeId: 1,
        designPhaseId: 2,
      });
      await page.goto(feedPath);
      await page.getByRole('region', { name: 'Overview' }).waitFor();
      expect(await page.getByText('Design Under Review').count()).toBe(0);

      // both reports are asked for as the page loads: 'Generating' (while the job runs; it can
      // be done before the page looks, the screen test covers that state), then Download
      const reports = page.getByRole('region', { name: 'Reports' });
      await reports.waitFor();
      const download = reports.getByRole('button', { name: 'Download Compliance Report' });
      await download.waitFor({ timeout: 60_000 });
      await reports
        .getByRole('button', { name: 'Download Life Cycle Assessment' })
        .waitFor({ timeout: 60_000 });
      expect(await reports.getByText('Generating').count()).toBe(0);
      await shoot(page, 'public-page-submitted-phone');
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe('Compliance Report.pdf');
      const pdf = await readFile((await file.path())!);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });

  it('serves the link with preview tags in its HTML', async () => {
    const html = await (await admin.request.get(feedPath)).text();
    const answer = await apiRoute(admin, designPerformance, { id: feedPath.split('/').pop()! });
    expect(html).toContain(`<meta property="og:title" content="${answer.MetaData.Title}"`);
    expect(html).toContain('<meta property="og:description"');
    expect(html).toContain('<meta property="og:image"');
    expect(html).toContain(`<title>${answer.MetaData.Title}</title>`);
  });

  it('sends a visitor of a private design to sign in and back; refuses one that is not shared', async () => {
    const page = await visitor();
    await withFailureShot(page, 'public-page-private', async () => {
      await share(SharePermission.Private);
      await page.goto(feedPath);
      await page.waitForURL('**/login');
      await enterEmail(page, 'admin@example.com');
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'LOGON' }).click();
      await page.waitForURL(`**${feedPath}`);
      await page.getByRole('region', { name: 'Overview' }).waitFor();

      await share(SharePermission.None);
      const other = await visitor();
      await other.goto(feedPath);
      expect(await other.getByRole('alert').textContent()).toBe('Access denied');
      await shoot(other, 'public-page-denied-phone');
    });
  });
});
