import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoEstateId, newBuiltLot } from './support/api';
import { launchBrowser } from './support/browser';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A minimal PDF (content-checked by the server). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

type Summary = {
  IsBaseline: boolean;
  IsSubmitted: boolean;
  RequiredReferenceTypes: Array<{ RefTypeId: number; IsRequired: boolean }>;
  DesignPurposes: Array<{ Id: number }>;
  DesignPhases: Array<{ Id: number }>;
};
const summary = (page: Page, lot: number) =>
  api<Summary>(page, `/api/submit/design-summary?structureId=${lot}`);

const baselineIds = async (page: Page, projectId: number) =>
  (
    await api<Array<{ Id: number; Title: string }>>(
      page,
      `/api/baselinedesigns?projectId=${projectId}&numberOf=100`,
    )
  ).map((b) => b.Id);

async function uploadReference(page: Page, lot: number, refTypeId: number) {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const response = await page.request.post('/api/submit/upload-design-ref', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      structureId: String(lot),
      refTypeId: String(refTypeId),
      file: { name: `reference-${refTypeId}.pdf`, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Pays the lot with credits, uploads the required documents and submits it (through the API). */
async function submitThroughApi(page: Page, lot: number) {
  await api(page, `/api/useStructureCredit/${lot}`, {});
  const before = await summary(page, lot);
  for (const type of before.RequiredReferenceTypes.filter((t) => t.IsRequired))
    await uploadReference(page, lot, type.RefTypeId);
  await api(page, '/api/submit-design', {
    structureId: lot,
    designPurposeId: before.DesignPurposes[0]!.Id,
    designPhaseId: before.DesignPhases[0]!.Id,
  });
  expect((await summary(page, lot)).IsSubmitted).toBe(true);
}

describe('clone as baseline in Chromium', () => {
  it('an organisation admin clones a submitted design as a baseline; new lots are offered it instead of the old one', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'clone-baseline', async () => {
      // a development of its own: the clone replaces a baseline of the development, and other
      // journeys build lots in Demo Estate
      const demo = await api<Record<string, unknown>>(
        page,
        `/api/existingdevelopment?projectId=${await demoEstateId(page)}`,
      );
      const { ProjectId: projectId } = await api<{ ProjectId: number }>(
        page,
        '/api/newdevelopment',
        {
          ...demo,
          ProjectId: 0,
          ProjectName: 'Baseline Estate',
          Prepaid: false,
          CreditsBalance: 0,
        },
      );
      const baselinesBefore = await api<Array<{ Id: number; Title: string }>>(
        page,
        `/api/baselinedesigns?projectId=${projectId}&numberOf=100`,
      );
      const oldBaseline = baselinesBefore.find((b) => b.Title.startsWith('Single-storey'))!;
      expect(oldBaseline).toBeDefined();
      const lot = await newBuiltLot(
        page,
        page,
        projectId,
        'Lot 1, 2 Clone Street, Marsden Park NSW 2765',
        'Single-storey',
      );
      const form = await api<{ DesignId: number }>(page, `/api/lot?structureId=${lot}`);
      const name = 'Baseline Estate reference house';
      await api(page, '/api/lot', { designId: form.DesignId, designName: name });
      await submitThroughApi(page, lot);

      // the results offer Create Baseline; the dialog states the irreversible rules
      await page.goto(`/design-results/${lot}`);
      const create = page.getByRole('button', { name: 'Create Baseline' });
      await create.click();
      let dialog = page.getByRole('dialog', { name: 'Create Baseline' });
      await dialog.getByText('This creates a new baseline from this design.').waitFor();
      await dialog
        .getByText(
          'A baseline stays available to the designs that already use it, but not to new designs.',
          { exact: false },
        )
        .waitFor();
      await dialog.getByText('This cannot be undone.').waitFor();
      await shoot(page, 'clone-baseline-dialog-desktop');

      // Cancel creates nothing
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await baselineIds(page, projectId)).toEqual(baselinesBefore.map((b) => b.Id));

      // confirm: 'Baseline Created', then Go To Lot opens the new baseline's lot
      await create.click();
      dialog = page.getByRole('dialog', { name: 'Create Baseline' });
      await dialog.getByRole('button', { name: 'Create Baseline' }).click();
      const created = page.getByRole('dialog', { name: 'Baseline Created' });
      await created.getByText('A new baseline was created from this design.').waitFor();
      await created.getByRole('button', { name: 'Ok' }).waitFor();
      await shoot(page, 'clone-baseline-created-desktop');
      await created.getByRole('button', { name: 'Go To Lot' }).click();
      await page.waitForURL(/\/lot\/\d+\/?$/);
      const baselineLot = Number(/\/lot\/(\d+)/.exec(page.url())![1]);
      expect(baselineLot).not.toBe(lot);
      expect((await summary(page, baselineLot)).IsBaseline).toBe(true);
      const newBaseline = (
        await api<{ DesignId: number }>(page, `/api/lot?structureId=${baselineLot}`)
      ).DesignId;

      // the development now offers the new baseline in place of the one the design came from
      const after = await baselineIds(page, projectId);
      expect(after).toContain(newBaseline);
      expect(after).not.toContain(oldBaseline.Id);
      // … while the existing design keeps its baseline: its results still compare against it
      const results = await api<{
        Totals: Array<{ ExcludingPowerGeneration: boolean; BenchmarkImpact: number | null }>;
      }>(page, `/api/results?structureId=${lot}&indicatorId=1`);
      expect(results.Totals[0]!.BenchmarkImpact).toEqual(expect.any(Number));

      // a new lot of the development: the baseline chooser lists the new baseline, not the old
      const newLot = await api<number>(page, '/api/lot/create', {
        projectId,
        address: 'Lot 2, 4 Clone Street, Marsden Park NSW 2765',
      });
      await page.goto(`/lot/${newLot}`);
      await page.waitForURL(`**/baseline-preset/${newLot}`);
      await page.getByRole('heading', { name: 'Organisation Baselines' }).waitFor();
      await page
        .getByRole('link', { name: 'More Organisation Baselines' })
        .or(page.getByRole('button', { name: 'More Organisation Baselines' }))
        .click();
      await page.waitForURL(`**/select-baseline/${newLot}`);
      const offered = page.locator(`a[href="/lot/${newLot}/${newBaseline}/0"]`);
      await offered.waitFor();
      expect(await offered.textContent()).toContain(name);
      expect(await page.locator(`a[href="/lot/${newLot}/${oldBaseline.Id}/0"]`).count()).toBe(0);
      await shoot(page, 'clone-baseline-chooser-desktop');

      // starting the new lot from it copies the cloned design
      await offered.click();
      await page.getByRole('heading', { name: 'Enter Design Info' }).waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByLabel(/^Design Name/).inputValue()).toBe(name);

      // issue 19: the baseline is the organisation's library, not a builder's lot …
      await api(page, `/api/useStructureCredit/${newLot}`, {});
      const benchmark = async () =>
        (
          await api<{
            Totals: Array<{ ExcludingPowerGeneration: boolean; BenchmarkImpact: number | null }>;
          }>(page, `/api/results?structureId=${newLot}&indicatorId=1`)
        ).Totals;
      const benchmarkBefore = await benchmark();
      const baselineLotName = 'Lot 1, 2 Clone Street, Marsden Park NSW 2765 - Baseline';
      const builder = await signedInPage(browser, baseUrl, 'builder@example.com', password);
      await withFailureShot(builder.page, 'clone-baseline-builder', async () => {
        // … it is not among the development's lots for a builder …
        await builder.page.goto(`/find-lot/${projectId}`);
        const lots = builder.page.getByRole('list', { name: 'Lots' });
        await lots.getByText('Lot 2, 4 Clone Street', { exact: false }).waitFor();
        expect(await lots.getByText(baselineLotName).count()).toBe(0);
        await shoot(builder.page, 'clone-baseline-builder-lots-desktop');
        // … and opened by its address it is read-only, on the screen and at the server
        await builder.page.goto(`/lot/${baselineLot}`);
        await builder.page.getByRole('heading', { name: 'Enter Design Info' }).waitFor();
        await builder.page.getByText('You have read-only access to this design.').waitFor();
        expect(await builder.page.getByLabel(/^Dwellings/).isDisabled()).toBe(true);
        const token = await builder.page.evaluate(() => localStorage.getItem('jwt'));
        const refused = await builder.page.request.post('/api/lot', {
          headers: { authorization: `Bearer ${token}` },
          data: { designId: newBaseline, dwellings: 3 },
        });
        expect(refused.status()).toBe(403);
      });
      await builder.context.close();

      // the organisation admin finds it among the lots and edits it on its screen …
      await page.goto(`/find-lot/${projectId}`);
      await page.getByRole('list', { name: 'Lots' }).getByText(baselineLotName).waitFor();
      await page.goto(`/lot/${baselineLot}`);
      await page.getByRole('heading', { name: 'Enter Design Info' }).waitFor();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/lot') && r.request().method() === 'POST' && r.ok(),
      );
      await page.getByLabel(/^Dwellings/).fill('3');
      await saved;
      await expect
        .poll(
          async () =>
            (await api<{ Dwellings: number }>(page, `/api/lot?structureId=${baselineLot}`))
              .Dwellings,
        )
        .toBe(3);
      // … and the lot built on it keeps the benchmark it was built with
      expect(await benchmark()).toEqual(benchmarkBefore);
    });
    await context.close();
  });
});
