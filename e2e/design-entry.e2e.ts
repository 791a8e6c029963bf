import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, demoLotId } from './support/api';
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

/** Calls the API as the signed-in page's user. */

type Component = {
  Id: string;
  Name: string;
  TemplateId: string;
  Impact: number | null;
  Quantity: number;
};
const components = (page: Page, lot: number) =>
  api<{ DesignTemplates: Component[] }>(page, `/api/customise?structureId=${lot}`).then(
    (d) => d.DesignTemplates,
  );
const gwp = async (page: Page, lot: number) =>
  (await components(page, lot)).reduce((sum, c) => sum + (c.Impact ?? 0), 0);
const design = (page: Page, lot: number) =>
  api<Record<string, number | string | null>>(page, `/api/lot?structureId=${lot}`);

/** Types into a field and waits until the autosave has answered. */
async function typeAndSave(page: Page, label: RegExp, value: string) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/lot') && r.request().method() === 'POST' && r.ok(),
  );
  await page.getByLabel(label).fill(value);
  await saved;
}

/** Picks the last option of a select different from the current one, and waits for the save. */
async function pickOther(page: Page, label: RegExp, saveUrl: string) {
  const select = page.getByRole('combobox', { name: label });
  const current = (await select.textContent())?.trim();
  await select.click();
  const options = page.getByRole('listbox').getByRole('option');
  const texts = await options.allTextContents();
  const choice = [...texts].reverse().find((t) => t.trim() !== current)!;
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(saveUrl) && r.request().method() === 'POST' && r.ok(),
  );
  await options.filter({ hasText: choice }).first().click();
  await saved;
  return choice;
}

describe('design entry in Chromium', () => {
  it('changes inputs and components; each change is saved, the GWP moves the right way, and reload keeps it', async () => {
    const { context, page } = await signedInPage(browser, baseUrl, 'builder@example.com', password);
    await withFailureShot(page, 'design-entry', async () => {
      const lot = await demoLotId(page, 'Lot 101');

      await page.goto(`/lot/${lot}`);
      await page.getByText('Enter Design Info').first().waitFor();
      await shoot(page, 'design-details-desktop');

      // dwellings and bedrooms up: more of everything, more carbon
      let before = await gwp(page, lot);
      await typeAndSave(page, /^Dwellings/, '2');
      await typeAndSave(page, /^Bedrooms/, '6');
      let after = await gwp(page, lot);
      expect(after).toBeGreaterThan(before);
      expect(await design(page, lot)).toMatchObject({ Dwellings: 2, Bedrooms: 6 });

      // an invalid value shows the spec's message and is not saved
      await page.getByLabel(/^Dwellings/).fill('0');
      await page.getByText('Please enter a whole number larger than 0.').first().waitFor();
      await page.waitForTimeout(1500);
      expect((await design(page, lot)).Dwellings).toBe(2);
      // back to the saved value: nothing to save
      await page.getByLabel(/^Dwellings/).fill('2');
      await expect
        .poll(() => page.getByText('Please enter a whole number larger than 0.').count())
        .toBe(0);

      // GFA Known, then Predicted
      await typeAndSave(page, /^Gross Floor Area/, '320');
      expect(await design(page, lot)).toMatchObject({ CalculationTypeId: 1, GrossFloorArea: 320 });
      const predicted = page.waitForResponse(
        (r) => r.url().endsWith('/api/lot') && r.request().method() === 'POST' && r.ok(),
      );
      await page
        .getByRole('checkbox', { name: /Predicted/ })
        .or(page.getByRole('switch', { name: /Predicted/ }))
        .first()
        .click();
      await predicted;
      expect((await design(page, lot)).CalculationTypeId).toBe(0);

      // thermal: 7 stars with demands inside its limits lowers operational energy
      before = await gwp(page, lot);
      await page.goto(`/design-thermal/${lot}`);
      await page.getByRole('combobox', { name: /^Thermal Rating/ }).click();
      await page.getByRole('option', { name: /^7 stars/ }).click();
      const [lower, upper] = await api<number[]>(
        page,
        `/api/getThermalLimits?structureId=${lot}&thermalUnitId=1&thermalRatingId=70`,
      );
      const half = Math.round(((lower! + upper!) / 4) * 10) / 10;
      await page.getByLabel(/^Cooling Demand/).fill(String(half));
      await page.getByLabel(/^Heating Demand/).fill(String(half));
      await shoot(page, 'thermal-desktop');
      const thermalSaved = page.waitForResponse(
        (r) => r.url().endsWith('/api/updateThermalDemands') && r.ok(),
      );
      await page.getByRole('button', { name: 'Done' }).click();
      await thermalSaved;
      expect(await design(page, lot)).toMatchObject({
        ThermalRatingId: 70,
        CoolingDemand: half,
        HeatingDemand: half,
      });
      after = await gwp(page, lot);
      expect(after).toBeLessThan(before);

      // two water fittings
      await page.goto(`/design-water/${lot}`);
      await page.getByRole('form', { name: 'Water balance inputs' }).waitFor();
      const water = await design(page, lot);
      await pickOther(page, /^Shower Head Fittings/, '/api/lot');
      await pickOther(page, /^Toilets Fittings/, '/api/lot');
      const waterAfter = await design(page, lot);
      expect(waterAfter.ShowerWaterRatingId).not.toBe(water.ShowerWaterRatingId);
      expect(waterAfter.ToiletsWaterRatingId).not.toBe(water.ToiletsWaterRatingId);
      await shoot(page, 'water-desktop');

      // components: walk the views to Structure and envelope
      await page.goto(`/design-templates/${lot}/1`);
      for (let view = 1; view < 4; view++) {
        await page
          .getByRole('link', { name: 'Next' })
          .or(page.getByRole('button', { name: 'Next' }))
          .first()
          .click();
        await page.waitForURL(`**/design-templates/${lot}/${view + 1}`);
      }
      await shoot(page, 'customise-desktop');

      // double the slab: its impact and the design's go up
      const slab = (await components(page, lot)).find((c) => c.TemplateId === 'slab-on-ground')!;
      before = await gwp(page, lot);
      await page.getByRole('button', { name: /Concrete slab on ground, 100 mm/ }).click();
      await page.getByLabel(/^Quantity/).fill(String(Math.round(slab.Quantity * 2)));
      let saved = page.waitForResponse(
        (r) => r.url().includes('/api/updateDesignTemplate') && r.ok(),
      );
      await page.getByRole('button', { name: 'Done' }).click();
      await saved;
      expect(await gwp(page, lot)).toBeGreaterThan(before);

      // swap the ceiling insulation for the R6.0 one
      await page.goto(`/design-templates/${lot}/4`);
      await page.getByRole('button', { name: /Ceiling insulation R4\.0/ }).click();
      await page.getByRole('button', { name: 'Change Template' }).click();
      await page.getByRole('button', { name: /Ceiling insulation R6\.0/ }).click();
      saved = page.waitForResponse((r) => r.url().includes('/api/updateDesignTemplate') && r.ok());
      await page.getByRole('button', { name: 'Done' }).click();
      await saved;
      expect(
        (await components(page, lot)).some((c) => c.TemplateId === 'ceiling-insulation-r6'),
      ).toBe(true);

      // add a PV system, then delete it
      const count = (await components(page, lot)).length;
      await page.goto(`/design-templates/${lot}/1`);
      await page.getByRole('button', { name: 'Add Component' }).click();
      await page.getByRole('button', { name: 'Choose Template' }).click();
      await page.getByLabel('Search templates').fill('Rooftop solar');
      await page.getByRole('button', { name: /Rooftop solar PV system/ }).click();
      await page.getByRole('combobox', { name: /^Attribute/ }).click();
      await page.getByRole('option').first().click();
      await page.getByLabel(/^Quantity/).fill('3');
      saved = page.waitForResponse((r) => r.url().includes('/api/addDesignTemplate') && r.ok());
      await page.getByRole('button', { name: 'Done' }).click();
      await saved;
      expect(await components(page, lot)).toHaveLength(count + 1);
      await page
        .getByRole('button', { name: /Rooftop solar PV system/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Delete' }).click();
      const deleted = page.waitForResponse(
        (r) => r.url().includes('/api/deleteDesignTemplate') && r.ok(),
      );
      await page
        .getByRole('dialog', { name: 'Delete Component' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await deleted;
      expect(await components(page, lot)).toHaveLength(count);

      // reload: everything kept
      await page.goto(`/lot/${lot}`);
      await page.reload();
      await expect.poll(() => page.getByLabel(/^Dwellings/).inputValue()).toBe('2');
      expect(await page.getByLabel(/^Bedrooms/).inputValue()).toBe('6');
    });
    await context.close();
  });
});
