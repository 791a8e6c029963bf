import { sendTemplateRequestedEmail } from '@circa/contract/customise.routes';
import { archiveMessage, listMessages } from '@circa/contract/messages.routes';
import { unreadMessages } from '@circa/contract/shell.routes';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiRoute, demoLotId } from './support/api';
import { launchBrowser } from './support/browser';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const password = inject('demoPassword');
const phone = { width: 390, height: 844 };
const templateName = `Hempcrete wall ${Date.now()}`;
const subject = `New template requested: ${templateName}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The admin's messages with this test's subject, in the inbox and the archive. */
async function ownMessages(page: Page) {
  const inbox = await apiRoute(page, listMessages, { isArchived: false, numberOf: 100 });
  const archive = await apiRoute(page, listMessages, { isArchived: true, numberOf: 100 });
  return { inbox: inbox.filter((m) => m.Subject === subject), archive, all: inbox };
}

describe('messages in Chromium', () => {
  it('a template request reaches the admin: unread on the bottom bar, read on opening, archived out of the inbox; the builder sees it in Sent', async () => {
    const builder = await signedInPage(browser, baseUrl, 'builder@example.com', password);
    const admin = await signedInPage(browser, baseUrl, 'admin@example.com', password);
    await withFailureShot(admin.page, 'messages', async () => {
      const lot = await demoLotId(builder.page, 'Lot 101');
      const unreadBefore = await apiRoute(admin.page, unreadMessages, {});
      await apiRoute(builder.page, sendTemplateRequestedEmail, {
        StructureId: lot,
        Name: templateName,
        Description: 'Hemp and lime infill <b>not bold</b>, 300 mm.',
        Quantity: '24',
        Unit: 'm2',
        Email: 'builder@example.com',
        Phone: '0400 000 000',
      });
      expect(await apiRoute(admin.page, unreadMessages, {})).toBe(unreadBefore + 1);

      // the bottom bar's Messages is a link now, with the unread count
      const page = admin.page;
      await page.goto('/profile');
      const tab = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: `Messages, ${unreadBefore + 1} unread` });
      await tab.click();
      await page.waitForURL('**/inbox');
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
      const drawer = page.getByRole('navigation', { name: 'Message menu' });
      for (const name of ['Inbox', 'Archive', 'Sent', 'Back'])
        await expect.poll(() => drawer.getByText(name, { exact: true }).count()).toBeGreaterThan(0);
      const opener = page.getByRole('button', { name: new RegExp(`unread.*${templateName}`) });
      await opener.waitFor();
      await shoot(page, 'messages-inbox-desktop');
      expect(await fits(page)).toBe(true);

      await opener.click();
      await page
        .getByText('Hemp and lime infill <b>not bold</b>, 300 mm.', { exact: false })
        .waitFor();
      const lotLink = page.getByRole('link', { name: new RegExp(`/lot-details/${lot}/3$`) });
      expect(await lotLink.getAttribute('href')).toBe(`/lot-details/${lot}/3`);
      await expect.poll(() => apiRoute(admin.page, unreadMessages, {})).toBe(unreadBefore);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', {
          name: unreadBefore > 0 ? `Messages, ${unreadBefore} unread` : 'Messages',
        })
        .waitFor();
      await shoot(page, 'messages-open-desktop');

      await page.getByRole('button', { name: 'Archive' }).click();
      await page
        .getByRole('button', { name: new RegExp(templateName) })
        .waitFor({ state: 'detached' });
      expect((await ownMessages(page)).inbox).toEqual([]);
      await page.goto('/archive');
      await page.getByRole('button', { name: new RegExp(templateName) }).waitFor();
      await shoot(page, 'messages-archive-desktop');

      // the builder sent it: Sent names the recipients
      await builder.page.goto('/sent');
      await builder.page
        .getByRole('button', { name: /To: Avery Admin/ })
        .first()
        .waitFor();
      await shoot(builder.page, 'messages-sent-desktop');
      // a coordinator other than the admin got the notice too: archived, as the admin's was
      for (const m of (await ownMessages(builder.page)).inbox)
        await apiRoute(builder.page, archiveMessage, { id: m.Id, messageType: m.MessageType });
    });
    await builder.context.close();
    await admin.context.close();
  });

  it('on a phone the list fits and a message opens in place', async () => {
    const admin = await signedInPage(browser, baseUrl, 'admin@example.com', password, phone);
    await withFailureShot(admin.page, 'messages-phone', async () => {
      const page = admin.page;
      await page.goto('/archive');
      const opener = page.getByRole('button', { name: new RegExp(templateName) });
      await opener.waitFor();
      expect(await fits(page)).toBe(true);
      const tab = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /^Messages/ });
      expect(await tab.getAttribute('aria-current')).toBe('page');
      await opener.click();
      await page.getByText('Hemp and lime infill', { exact: false }).waitFor();
      await shoot(page, 'messages-archive-phone');
      await page.goto('/inbox');
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await fits(page)).toBe(true);
      await shoot(page, 'messages-inbox-phone');
      expect((await ownMessages(page)).inbox).toEqual([]);
    });
    await admin.context.close();
  });
});
