import { lotCollaboratorTexts } from '@circa/contract/lot-collaborators.schema';
import {
  lotCollaborators,
  rejectRequestLot,
  removeLotCollaborator,
} from '@circa/contract/lot-collaborators.routes';
import {
  addProjectPreApprovedUser,
  projectUsers,
  removeProjectPreApprovedUser,
} from '@circa/contract/project-people.routes';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiRoute, demoEstateId, demoLotId } from './support/api';
import { chromiumForFile, fitsWidth, newPage, phone } from './support/browser';
import { readOutbox, waitForEmailLink, waitForVerificationLink } from './support/outbox';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const password = inject('demoPassword');
const newcomer = `newcomer-${Date.now()}@example.org`;

const browser = chromiumForFile();

/** Waits for the lot invitation email to `to` and answers the path of its link. */
const lotInvitationPath = (to: string) =>
  waitForEmailLink(dataDir, to, /https?:\/\/[^/\s]+(\/lot-details\/\d+\/3)/, {
    contains: 'Invitation to lot',
  });

/** Opens the newest inbox message whose subject starts with `subject`, and answers it. */
async function openMessage(page: Page, subject: string) {
  await page.goto('/inbox');
  const item = page.getByRole('button', { name: new RegExp(subject) }).first();
  await item.waitFor();
  await item.click();
  return item;
}

describe('lot collaborators and the people-and-access journey in Chromium', () => {
  let projectId = 0;
  let lot102 = 0;

  it('the lead sees the collaborators, keeps the lead until another is chosen, and a failed invitation shows the reason under the email field', async () => {
    const { context, page } = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    await withFailureShot(page, 'lot-collaborators', async () => {
      projectId = await demoEstateId(page);
      lot102 = await demoLotId(page, 'Lot 102');
      // the drawer's Collaboration entry opens the screen
      await page.goto(`/lot-details/${lot102}/3`);
      await page.getByRole('link', { name: 'Collaboration' }).first().click();
      await page.waitForURL(`**/lot-collaborators/${lot102}/3`);
      const table = page.getByRole('table', { name: 'Collaborators of the lot' });
      await table.waitFor();
      const first = table.getByRole('row').nth(1);
      expect(await first.getByRole('cell').nth(1).innerText()).toBe('Lead');
      await shoot(page, 'lot-collaborators-desktop');
      expect(await fitsWidth(page)).toBe(true);

      await page.getByRole('button', { name: 'Edit Avery Admin' }).click();
      const edit = page.getByRole('dialog', { name: lotCollaboratorTexts.editTitle });
      await edit.getByRole('combobox', { name: 'Access level' }).click();
      await page.getByRole('option', { name: 'Read Only' }).click();
      await edit.getByRole('button', { name: 'OK' }).click();
      await edit.getByText(lotCollaboratorTexts.leadRule).waitFor();
      await shoot(page, 'lot-collaborators-lead-rule-desktop');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: lotCollaboratorTexts.inviteButton }).click();
      const invite = page.getByRole('dialog', { name: lotCollaboratorTexts.inviteTitle });
      const email = invite.getByRole('textbox', { name: 'Email' });
      await email.fill('not-an-email');
      await invite.getByRole('button', { name: 'Invite' }).click();
      await invite.getByText(/Please enter valid email address/).waitFor();
      await shoot(page, 'lot-collaborators-invite-error-desktop');
      await email.fill('someone');
      await expect.poll(() => invite.getByText(/Please enter valid email address/).count()).toBe(0);
      await invite.getByRole('button', { name: 'Cancel' }).click();
    });
    await context.close();
  });

  it('the admin invites a new person to the development and to a lot; they register from the emailed link and land in the lot', async () => {
    const admin = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    await withFailureShot(admin.page, 'lot-invitation', async () => {
      const page = admin.page;
      await apiRoute(page, addProjectPreApprovedUser, { projectId, email: newcomer });
      await page.goto(`/lot-collaborators/${lot102}/3`);
      await page.getByRole('button', { name: lotCollaboratorTexts.inviteButton }).click();
      const invite = page.getByRole('dialog', { name: lotCollaboratorTexts.inviteTitle });
      await invite.getByRole('textbox', { name: 'Email' }).fill(` ${newcomer} `);
      await invite.getByRole('combobox', { name: 'Access level' }).click();
      await page.getByRole('option', { name: 'Collaborator' }).click();
      await shoot(page, 'lot-collaborators-invite-desktop');
      await invite.getByRole('button', { name: 'Invite' }).click();
      const sent = page.getByRole('dialog', { name: 'Invitation Sent' });
      await sent.waitFor();
      await shoot(page, 'lot-collaborators-invitation-sent-desktop');
      await sent.getByRole('button', { name: 'OK' }).click();
      // listed until taken up
      await page
        .getByRole('table', { name: 'Collaborators of the lot' })
        .getByText('Collaborator Invitation Sent')
        .waitFor();
      await shoot(page, 'lot-collaborators-invited-desktop');
    });
    await admin.context.close();

    const { context, page } = await newPage(browser(), baseUrl);
    await context.addCookies([{ name: 'circa_seen_intro', value: '1', url: baseUrl }]);
    await withFailureShot(page, 'lot-invitation-register', async () => {
      const path = await lotInvitationPath(newcomer);
      expect(path).toBe(`/lot-details/${lot102}/3`);
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill(newcomer);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await page.getByRole('link', { name: 'REGISTER' }).click();
      await page.waitForURL('**/register');
      await page.getByLabel('First Name').fill('Nico');
      await page.getByLabel('Last Name').fill('Newcomer');
      await page.getByLabel('Company Name').fill('Newcomer Designs');
      await page.getByLabel('Phone Number').fill('0400 555 666');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('button', { name: /Continue with email and password/ }).click();
      await page.getByLabel(/^Password/).fill('Newcomer-pass-1');
      await page.getByLabel(/^Confirm Password/).fill('Newcomer-pass-1');
      const before = readOutbox(dataDir).length;
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor({ timeout: 15_000 });
      const link = await waitForVerificationLink(dataDir, newcomer, before);
      const other = await context.newPage();
      await other.goto(link);
      await other.getByRole('heading', { name: 'Email confirmed' }).waitFor();
      await other.close();
      await page.getByRole('button', { name: 'I have confirmed it' }).click();
      // in the lot, and able to work on it (a Collaborator)
      await page.getByRole('heading', { name: /^Lot 102/ }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/lot-details/${lot102}/3`);
      await shoot(page, 'lot-invitation-in-lot-desktop');
    });
    await context.close();
  });

  it('the builder asks for access to an allocated lot; the lead approves it from the message; both inboxes show it', async () => {
    const builder = await signedInPage(browser(), baseUrl, 'builder@example.com', password);
    const admin = await signedInPage(browser(), baseUrl, 'admin@example.com', password);
    await withFailureShot(builder.page, 'lot-request-builder', async () => {
      const page = builder.page;
      await page.goto(`/find-lot/${projectId}`);
      await page.getByRole('button', { name: /Lot 102, .* - Allocated/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Request Access' });
      await dialog.getByRole('radio', { name: 'Collaborator' }).check();
      await dialog.getByRole('button', { name: 'Request Access' }).click();
      await page.getByRole('dialog', { name: 'Notification Sent' }).waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
    });
    await withFailureShot(admin.page, 'lot-request-lead', async () => {
      const page = admin.page;
      await openMessage(page, 'Access requested to lot Lot 102');
      await shoot(page, 'inbox-access-request-desktop');
      await page.getByRole('link', { name: new RegExp(`/lot-collaborators/${lot102}/3`) }).click();
      await page.waitForURL(`**/lot-collaborators/${lot102}/3`);
      const table = page.getByRole('table', { name: 'Collaborators of the lot' });
      await table.getByText('Collaborator Access Requested').waitFor();
      await shoot(page, 'lot-collaborators-request-desktop');
      await page.getByRole('button', { name: "Approve Blake Builder's request" }).click();
      const approve = page.getByRole('dialog', { name: 'Approve Request' });
      await shoot(page, 'lot-collaborators-approve-dialog-desktop');
      await approve.getByRole('button', { name: 'Approve' }).click();
      await approve.waitFor({ state: 'hidden' });
      // the request row is now the builder's Collaborator row
      await expect.poll(() => table.innerText()).not.toContain('Access Requested');
      const text = await table.innerText();
      expect(text).toMatch(/Blake Builder[\s\S]*Collaborator/);
      expect(text).toContain('Nico Newcomer');
      await shoot(page, 'lot-collaborators-approved-desktop');
    });
    await withFailureShot(builder.page, 'lot-request-approved', async () => {
      const page = builder.page;
      await openMessage(page, 'Access approved to lot Lot 102');
      await shoot(page, 'inbox-access-approved-desktop');
      await page.getByRole('link', { name: new RegExp(`/lot-details/${lot102}/3`) }).click();
      await page.getByRole('heading', { name: /^Lot 102/ }).waitFor();
      await page.goto(`/find-lot/${projectId}`);
      // no longer '- Allocated': the lot opens
      await page
        .getByRole('link', { name: /Lot 102, / })
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: /Lot 102, .* - Allocated/ }).count()).toBe(0);
    });
    await builder.context.close();
    await admin.context.close();
  });

  it('fits a phone, and leaves the demo lot as it found it', async () => {
    const { context, page } = await signedInPage(
      browser(),
      baseUrl,
      'admin@example.com',
      password,
      phone,
    );
    await withFailureShot(page, 'lot-collaborators-phone', async () => {
      await page.goto(`/lot-collaborators/${lot102}/3`);
      await page.getByRole('table', { name: 'Collaborators of the lot' }).waitFor();
      await shoot(page, 'lot-collaborators-phone');
      expect(await fitsWidth(page)).toBe(true);
      await page.getByRole('button', { name: 'Edit Blake Builder' }).click();
      await shoot(page, 'lot-collaborators-edit-phone');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: lotCollaboratorTexts.inviteButton }).click();
      await shoot(page, 'lot-collaborators-invite-phone');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.goto('/inbox');
      await page
        .getByRole('button', { name: /Access requested to lot Lot 102/ })
        .first()
        .waitFor();
      await shoot(page, 'inbox-phone');

      // only the lead stays on the lot; the newcomer is no longer pre-approved
      const list = await apiRoute(page, lotCollaborators, { structureId: lot102 });
      for (const person of list.Collaborators.filter((p) => p.StructureUserTypeId !== 1)) {
        if (person.IsRequestingAccess)
          await apiRoute(page, rejectRequestLot, {
            structureId: lot102,
            requestLotId: person.RequestLotId,
          });
        else
          await apiRoute(page, removeLotCollaborator, {
            structureId: lot102,
            userId: person.UserId,
          });
      }
      const users = await apiRoute(page, projectUsers, { projectId });
      for (const user of users.PreApprovedUsers.filter((u) => u.Email === newcomer)) {
        await apiRoute(page, removeProjectPreApprovedUser, {
          projectId,
          preApprovedUserId: user.PreApprovedUserId,
        });
      }
    });
    await context.close();
  });
});
