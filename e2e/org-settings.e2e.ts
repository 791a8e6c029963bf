import { describe, expect, inject, it } from 'vitest';
import {
  getOrgSettingsDetails,
  saveOrgOnboardingDetails,
  saveOrgSettingsDetails,
} from '@circa/contract/org-settings.routes';
import type { OrgSettingsDetails } from '@circa/contract/org-settings.schema';
import { apiRoute } from './support/api';
import { chromiumForFile, fitsWidth, phone } from './support/browser';
import { demoOrgId } from './support/demo-organisation';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');

const browser = chromiumForFile();

describe('organisation settings, onboarding and dashboard in Chromium', () => {
  let orgId = 0;
  let original: OrgSettingsDetails | undefined;

  it('the admin writes the onboarding message, changes settings and sees the dashboard with the message once', async () => {
    const { context, page } = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'org-settings', async () => {
      orgId = await demoOrgId(page);
      original = await apiRoute(page, getOrgSettingsDetails, { orgId });

      // onboarding: the title is required after trimming
      await page.goto(`/org-onboarding/${orgId}`);
      const title = page.getByLabel(/^Onboarding title/);
      await title.fill('   ');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Please enter onboarding title.').waitFor();
      await title.fill('Welcome to Demo Builders');
      const editor = page.getByRole('textbox', { name: 'Onboarding content' });
      await editor.click();
      await page.keyboard.type('Every lot starts from an approved baseline. Ask us when unsure.');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Onboarding saved.').waitFor();
      await shoot(page, 'org-onboarding-desktop');
      expect(await fitsWidth(page)).toBe(true);

      // settings: per-field messages, the lock coupling and the label warning
      await page.goto(`/org-settings/${orgId}`);
      const email = page.getByLabel(/^Support email/);
      await email.fill('help@');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByText('Please enter valid support email address.').waitFor();
      await email.fill('help@demo-builders.example');
      await page.getByRole('switch', { name: 'Lock LCI source' }).check();
      expect(await page.getByRole('switch', { name: 'Lock LCI group' }).isChecked()).toBe(true);
      await page.getByLabel(/^Custom lot label/).fill('Lot number');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await page.getByRole('dialog', { name: 'Custom labels' }).waitFor();
      await shoot(page, 'org-settings-label-warning-desktop');
      await page.getByRole('button', { name: 'OK' }).click();
      await page.getByText('Settings saved.').waitFor();
      await shoot(page, 'org-settings-desktop');
      expect(await fitsWidth(page)).toBe(true);
      await page.reload();
      await expect.poll(() => page.getByLabel(/^Custom lot label/).inputValue()).toBe('Lot number');

      // the dashboard shows the onboarding message once
      await page.goto(`/org-dashboard/${orgId}`);
      const dialog = page.getByRole('dialog', { name: 'Welcome to Demo Builders' });
      await dialog.waitFor();
      await shoot(page, 'org-dashboard-onboarding-desktop');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Got It!' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('region', { name: 'Lots', exact: true }).waitFor();
      await shoot(page, 'org-dashboard-desktop');
      expect(await fitsWidth(page)).toBe(true);
      await page.reload();
      await page.getByRole('region', { name: 'Lots', exact: true }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
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
    await withFailureShot(page, 'org-settings-phone', async () => {
      for (const [path, name, ready] of [
        [`/org-settings/${orgId}`, 'org-settings-phone', 'SAVE'],
        [`/org-onboarding/${orgId}`, 'org-onboarding-phone', 'SAVE'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('button', { name: ready }).waitFor();
        await shoot(page, name);
        expect(await fitsWidth(page), name).toBe(true);
      }
      await page.goto(`/org-dashboard/${orgId}`);
      await page.getByRole('region', { name: 'Lots', exact: true }).waitFor();
      await shoot(page, 'org-dashboard-phone');
      expect(await fitsWidth(page)).toBe(true);
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
    await withFailureShot(page, 'org-settings-builder', async () => {
      for (const path of ['org-settings', 'org-onboarding', 'org-dashboard']) {
        await page.goto(`/${path}/${orgId}`);
        await page.getByText('Only an administrator of this organisation can do that.').waitFor();
        expect(await page.getByRole('button', { name: 'SAVE' }).count()).toBe(0);
      }
      await shoot(page, 'org-settings-builder-refused-desktop');
    });
    await context.close();
  });

  // one server serves every e2e file: later journeys must not meet this file's message or locks
  it('leaves the organisation as it found it', async () => {
    const { context, page } = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    if (original) {
      const { LciGroups, LciSources, ThermalUnits, CreditBalance, ...settings } = original;
      void [LciGroups, LciSources, ThermalUnits, CreditBalance];
      await apiRoute(page, saveOrgSettingsDetails, {
        ...settings,
        ThermalUnitId: settings.ThermalUnitId === 2 ? 2 : 1,
      });
    }
    // a message without content is not shown
    await apiRoute(page, saveOrgOnboardingDetails, { id: orgId, title: 'Welcome', content: '' });
    await context.close();
  });
});
