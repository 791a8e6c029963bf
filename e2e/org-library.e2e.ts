import { customise } from '@circa/contract/customise.routes';
import { createLot } from '@circa/contract/lots.routes';
import { messages } from '@circa/contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, apiRoute, demoEstateId, newBuiltLot } from './support/api';
import { chromiumForFile, fitsWidth, phone } from './support/browser';
import { demoOrgId } from './support/demo-organisation';
import { uploadReference } from './support/references';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

/**
 * Template and baseline enablement (issue 11 items 3 and 4; decision 0022) as the demo admin:
 * the organisation's templates, a baseline's templates, the organisation's and a development's
 * baselines; what is turned off leaves the component picker and the lot flow's choosers. The
 * journey works in a development of its own and turns everything back on at the end.
 */

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const singleStorey = 'Single-storey detached house (Sydney, NSW)';

const browser = chromiumForFile();

type Summary = {
  IsSubmitted: boolean;
  RequiredReferenceTypes: Array<{ RefTypeId: number; IsRequired: boolean }>;
  DesignPurposes: Array<{ Id: number }>;
  DesignPhases: Array<{ Id: number }>;
};

/** Pays the lot with credits, uploads the required documents and submits it (through the API). */
async function submitThroughApi(page: Page, lot: number) {
  await api(page, `/api/useStructureCredit/${lot}`, {});
  const summary = await api<Summary>(page, `/api/submit/design-summary?structureId=${lot}`);
  for (const type of summary.RequiredReferenceTypes.filter((t) => t.IsRequired)) {
    await uploadReference(page, lot, type.RefTypeId);
  }
  await api(page, '/api/submit-design', {
    structureId: lot,
    designPurposeId: summary.DesignPurposes[0]!.Id,
    designPhaseId: summary.DesignPhases[0]!.Id,
  });
}

describe('template and baseline enablement in Chromium', () => {
  let orgId = 0;
  let projectId = 0;
  let baselineLot = 0;

  it('the admin turns a template off and on, and a baseline off and on for a development', async () => {
    const { context, page } = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'org-library', async () => {
      orgId = await demoOrgId(page);
      // a development of its own (other journeys use Demo Estate)
      const demo = await api<Record<string, unknown>>(
        page,
        `/api/existingdevelopment?projectId=${await demoEstateId(page)}`,
      );
      ({ ProjectId: projectId } = await api<{ ProjectId: number }>(page, '/api/newdevelopment', {
        ...demo,
        ProjectId: 0,
        ProjectName: 'Library Estate',
        Prepaid: false,
        CreditsBalance: 0,
      }));
      const lot = await newBuiltLot(
        page,
        page,
        projectId,
        'Lot 1, 3 Library Street, Marsden Park NSW 2765',
        'Single-storey',
      );
      // a component of the first view (later views open once the builder has reached them)
      const component = (
        await apiRoute(page, customise, { structureId: lot })
      ).DesignTemplates.find((c) => c.SortOrder === 1)!;

      // the organisation's templates: turn off one the lot's design uses
      await page.goto(`/org-templates/${orgId}/1`);
      const status = page.getByRole('status').filter({ hasText: /templates enabled/ });
      await status.waitFor();
      const total = Number(/of (\d+) templates/.exec((await status.textContent()) ?? '')![1]);
      expect(await status.textContent()).toBe(`${total} of ${total} templates enabled`);
      await page.getByRole('button', { name: new RegExp(`^${component.CategoryName}`) }).click();
      const checkbox = page
        .getByRole('list', { name: component.CategoryName })
        .getByRole('checkbox', { name: component.Name, exact: true });
      // click, then wait: the box shows the change at once and stays disabled while it saves
      await checkbox.click();
      await expect.poll(() => checkbox.isChecked()).toBe(false);
      await page.getByText(`${total - 1} of ${total} templates enabled`).waitFor();
      await shoot(page, 'org-templates-desktop');
      expect(await fitsWidth(page)).toBe(true);

      // the design that uses it shows the warning, on the component and for the design
      await page.goto(`/design-templates/${lot}/1`);
      await page.getByText('Template Warning').waitFor();
      await page.getByText(messages.templateNotApproved).first().waitFor();
      await shoot(page, 'org-templates-design-warning-desktop');

      // Enable All restores every template
      await page.goto(`/org-templates/${orgId}/1`);
      await page.getByRole('button', { name: 'Enable All' }).click();
      await page.getByText(`${total} of ${total} templates enabled`).waitFor();
      await page.goto(`/design-templates/${lot}/1`);
      await page.getByRole('button', { name: 'Add Component' }).waitFor();
      expect(await page.getByText('Template Warning').count()).toBe(0);

      // the organisation's baselines
      await page.goto(`/org-baselines/${orgId}/1`);
      await page.getByText(/baselines enabled/).waitFor();
      await shoot(page, 'org-baselines-desktop');
      expect(await fitsWidth(page)).toBe(true);

      // the development's baselines: turn one off; its presets say they are not available
      await page.goto(`/project-baselines/${projectId}/2`);
      const toggle = page.getByRole('switch', { name: `Enable ${singleStorey}` });
      await toggle.click();
      await expect.poll(() => toggle.isChecked()).toBe(false);
      await page.getByText(messages.disabledPreset).first().waitFor();
      await shoot(page, 'project-baselines-desktop');
      expect(await fitsWidth(page)).toBe(true);

      // a new lot is not offered it
      const fresh = await apiRoute(page, createLot, {
        projectId,
        address: 'Lot 2, 3 Library Street, Marsden Park NSW 2765',
      });
      await page.goto(`/select-baseline/${fresh}`);
      await page.getByText('Double-storey house (Melbourne, VIC)').waitFor();
      expect(await page.getByText(singleStorey).count()).toBe(0);
      await shoot(page, 'project-baselines-chooser-desktop');

      // Enable All brings it back
      await page.goto(`/project-baselines/${projectId}/2`);
      await page.getByRole('button', { name: 'Enable All' }).click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await expect.poll(() => page.getByText(messages.disabledPreset).count()).toBe(0);

      // a baseline made from the lot: its own template selection
      await submitThroughApi(page, lot);
      baselineLot = await api<number>(page, `/api/lot/cloneasbaseline/${lot}`, {});
      await page.goto(`/baseline-templates/${baselineLot}/3`);
      await page
        .getByRole('status')
        .filter({ hasText: /templates enabled/ })
        .waitFor();
      await shoot(page, 'baseline-templates-desktop');
      expect(await fitsWidth(page)).toBe(true);
    });
    await context.close();
  });

  it('fits a phone', async () => {
    const { context, page } = await signedInPage(
      browser(),
      baseUrl,
      'admin@example.com',
      password,
      phone,
    );
    await withFailureShot(page, 'org-library-phone', async () => {
      for (const [path, name, ready] of [
        [`/org-templates/${orgId}/1`, 'org-templates-phone', /templates enabled/],
        [`/baseline-templates/${baselineLot}/3`, 'baseline-templates-phone', /templates enabled/],
        [`/org-baselines/${orgId}/1`, 'org-baselines-phone', /baselines enabled/],
        [`/project-baselines/${projectId}/2`, 'project-baselines-phone', /baselines enabled/],
      ] as const) {
        await page.goto(path);
        await page.getByText(ready).waitFor();
        await shoot(page, name);
        expect(await fitsWidth(page), name).toBe(true);
      }
    });
    await context.close();
  });

  it('refuses the builder', async () => {
    const { context, page } = await signedInPage(
      browser(),
      baseUrl,
      'builder@example.com',
      password,
    );
    await withFailureShot(page, 'org-library-builder', async () => {
      await page.goto(`/org-templates/${orgId}/1`);
      await page.getByText('Only an organisation admin can choose its templates.').waitFor();
      await page.goto(`/org-baselines/${orgId}/1`);
      await page.getByText('Only an organisation admin can choose its baselines.').waitFor();
      await page.goto(`/project-baselines/${await demoEstateId(page)}/2`);
      await page.getByText('Only an admin coordinator of this development can do that.').waitFor();
      expect(await page.getByRole('button', { name: 'Enable All' }).count()).toBe(0);
      await shoot(page, 'org-library-builder-refused-desktop');
    });
    await context.close();
  });
});
