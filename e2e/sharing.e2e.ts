import { SharePermission } from '@circa/contract/enums';
import { listMessages } from '@circa/contract/messages.routes';
import { lotShareDetails, publicLinkRequests, updateShare } from '@circa/contract/sharing.routes';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiRoute, developmentLikeDemoEstate, newBuiltLot } from './support/api';
import { chromiumForFile, fitsWidth, phone } from './support/browser';
import { demoOrgId } from './support/demo-organisation';
import { readOutbox } from './support/outbox';
import { shoot } from './support/screenshots';
import { signedInDemoUser, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = chromiumForFile();
const estate = `Sharing Estate ${Date.now()}`;

/** Makes the lot private again (once public and featured it would be listed on Home for others). */
async function unshare(admin: Page, lot: number) {
  await apiRoute(admin, updateShare, {
    StructureId: lot,
    SharePermission: SharePermission.None,
    IsFeature: false,
  });
}

/**
 * A development of this file's own that requires approval of public links (other journeys share
 * Demo Estate), with a lot built by the builder (its lead). Answers the development and lot ids.
 */
async function developmentNeedingApproval(admin: Page, builder: Page) {
  const projectId = await developmentLikeDemoEstate(admin, estate, {
    PublicShareLinksRequireApproval: true,
  });
  const lot = await newBuiltLot(
    admin,
    builder,
    projectId,
    'Lot 7, 3 Share Street, Marsden Park NSW 2765',
  );
  return { projectId, lot };
}

describe('sharing in Chromium', () => {
  it('a builder requests a public link, an admin approves it from the requests screen, and the link is public; reports of a development are for its admin coordinators', async () => {
    const builder = await signedInDemoUser(browser(), 'builder@example.com');
    const admin = await signedInDemoUser(browser(), 'admin@example.com');
    let sharedLot: number | undefined;
    await withFailureShot(builder.page, 'sharing', async () => {
      const { projectId, lot } = await developmentNeedingApproval(admin.page, builder.page);
      sharedLot = lot;
      const page = builder.page;
      const mailsBefore = readOutbox(dataDir).length;

      // the share menu: no link yet
      await page.goto(`/share/${lot}/3`);
      const menu = page.getByRole('list', { name: 'Share' });
      await page.getByText('No shareable link has been created yet.').waitFor();
      for (const entry of [
        'Create Shareable Link',
        'Preview',
        'Invite Others',
        'Send Report',
        'Back',
      ])
        await menu.getByRole('link', { name: new RegExp(`^${entry}`) }).waitFor();
      await shoot(page, 'sharing-menu-desktop');
      await menu.getByRole('link', { name: /^Create Shareable Link/ }).click();

      // visibility: only requests, since the development needs approval; featured by default
      await page.waitForURL(`**/share/${lot}/3/visibility`);
      const featured = page.getByRole('radio', { name: /Request a public, featured link/ });
      expect(await featured.isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /^Public/ }).count()).toBe(0);
      await shoot(page, 'sharing-visibility-desktop');
      await page.getByRole('button', { name: 'Create Link' }).click();

      // the share link: host plus /feed/{base36 id}, waiting for approval
      await page.waitForURL(`**/share/${lot}/3/share-link`);
      const details = await apiRoute(page, lotShareDetails, { structureId: lot });
      expect(details.SharePermission).toBe(SharePermission.RequestPublic);
      const link = `${baseUrl}/feed/${details.DesignId.toString(36)}`;
      expect(await page.getByRole('textbox', { name: 'Shareable link' }).inputValue()).toBe(link);
      await page.getByText(/Waiting for approval/).waitFor();

      // Copy Link: the clipboard holds the link; the confirmation goes again (its 2 seconds are
      // checked with a controlled clock in copy-confirmation.test.ts: here the moment the
      // journey first sees it can be late on a busy machine)
      await builder.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: 'Copy Link' }).click();
      const copied = page.getByText('Link copied');
      await copied.waitFor();
      const shownAt = Date.now();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await shoot(page, 'sharing-link-desktop');
      await copied.waitFor({ state: 'detached', timeout: 5000 });
      expect(Date.now() - shownAt).toBeLessThan(3500);

      // a network's button goes to the preview while the link waits
      await page.getByRole('link', { name: 'Facebook' }).click();
      await page.waitForURL(`**/share/${lot}/3/preview`);
      await page.getByText(/visitors who open the link see Access denied/).waitFor();

      // the admins are told: a message in the inbox and an email linking to the requests
      const orgId = await demoOrgId(admin.page);
      const inbox = await apiRoute(admin.page, listMessages, { isArchived: false, numberOf: 100 });
      expect(inbox.some((m) => m.Subject.includes('asks for a public link'))).toBe(true);
      await expect
        .poll(() =>
          readOutbox(dataDir)
            .slice(mailsBefore)
            .some((m) => m.includes(`/public-link-requests/${orgId}`)),
        )
        .toBe(true);

      // the admin approves it on the requests screen
      const requests = admin.page;
      await requests.goto(`/public-link-requests/${orgId}`);
      const list = requests.getByRole('list', { name: 'Public link requests' });
      const approve = list.getByRole('button', {
        name: new RegExp(`^Approve .*Lot 7, 3 Share Street`),
      });
      await approve.waitFor();
      await shoot(requests, 'sharing-requests-desktop');
      await approve.click();
      const dialog = requests.getByRole('dialog', { name: 'Approve Public Link' });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'detached' });
      const open = await apiRoute(requests, publicLinkRequests, { orgId });
      expect(open.Requests.some((r) => r.StructureId === lot)).toBe(false);

      // public and featured now; the network buttons carry the link
      await page.goto(`/share/${lot}/3/share-link`);
      await page.getByText(/^Public and featured/).waitFor();
      const facebook = page.getByRole('link', { name: 'Facebook' });
      expect(await facebook.getAttribute('href')).toContain(encodeURIComponent(link));
      expect((await apiRoute(page, lotShareDetails, { structureId: lot })).IsFeature).toBe(true);

      // on a phone: the builder's share link; the development's share menu, whose reports only
      // its admin coordinators see
      await page.setViewportSize(phone);
      await page.reload();
      await page.getByRole('button', { name: 'Copy Link' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await shoot(page, 'sharing-link-phone');
      await page.goto(`/share/${projectId}/2`);
      await page
        .getByText('Only admin coordinators of the development can see its reports.')
        .waitFor();
      await requests.goto(`/share/${projectId}/2`);
      const reports = requests
        .getByRole('list', { name: 'Share' })
        .getByRole('link', { name: /^Reports/ });
      expect(await reports.getAttribute('href')).toBe(`/share/${projectId}/2/reports`);
    }).finally(async () => {
      if (sharedLot !== undefined) await unshare(admin.page, sharedLot);
    });
    await builder.context.close();
    await admin.context.close();
  });
});
