import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rapidOrganisation } from '@circa/contract/organisations.routes';
import { apiRoute } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { readOutbox, waitForVerificationLink } from './support/outbox';
import { shoot } from './support/screenshots';
import { signedInPage, withFailureShot } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const phone = { width: 390, height: 844 };
const password = 'Joiner-pass-1';

const stamp = Date.now();
const domain = `joinhomes${stamp}.example`;
const organisationName = `Join Homes ${stamp}`;
/** Named in CIRCA_OPERATOR_EMAILS by e2e/support/global-setup.ts. */
const operatorEmail = 'operator.e2e@example.org';
const ownerEmail = `owner@${domain}`;
const joinerEmail = `joiner@${domain}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Registers an account with a password and confirms its address (as the emailed link would). */
async function register(email: string, firstName: string) {
  const { context, page } = await newPage(browser, baseUrl);
  const before = readOutbox(dataDir).length;
  const answer = await page.request.post('/api/register', {
    data: {
      username: email,
      password,
      firstName,
      lastName: 'Tester',
      companyName: 'Join Homes',
      phoneNumber: '0400 555 321',
    },
  });
  // the operator may exist already when this file runs again on the same server
  if (answer.status() === 200) {
    const link = await waitForVerificationLink(dataDir, email, before);
    const token = link.split('/').at(-1)!;
    const verified = await page.request.post('/api/verifyEmail', { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  await context.close();
}

async function signIn(email: string, viewport?: { width: number; height: number }) {
  const session = await signedInPage(browser, baseUrl, email, password, viewport);
  return session;
}

async function operatorCard(page: Page) {
  const card = page.getByRole('listitem', { name: organisationName });
  await card.waitFor({ timeout: 15_000 });
  return card;
}

describe('joining an organisation and operators, in Chromium', () => {
  it('an operator sets up a customer; a colleague asks to join, waits, the admin approves from the message, and the operator makes them admin', async () => {
    await register(operatorEmail, 'Opal');
    await register(ownerEmail, 'Owen');
    await register(joinerEmail, 'Jade');

    // the operator creates the customer's organisation with its admin, and grants credits
    const operator = await signIn(operatorEmail);
    await withFailureShot(operator.page, 'join-operator', async () => {
      const { page } = operator;
      await page.goto('/operator');
      await page.getByRole('heading', { name: 'Organisations' }).waitFor();
      await page.getByRole('button', { name: 'Create Organisation' }).click();
      const create = page.getByRole('dialog', { name: 'Create Organisation' });
      await create.getByLabel(/^Organisation Name/).fill(organisationName);
      await create.getByLabel(/^Admin Email/).fill('nobody@nowhere.example');
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText('No Circa account uses this email address yet').waitFor();
      await create.getByLabel(/^Admin Email/).fill(ownerEmail);
      await create.getByRole('button', { name: 'Create' }).click();
      await create.waitFor({ state: 'hidden' });
      let card = await operatorCard(page);
      await card.getByRole('button', { name: `Grant credits to ${organisationName}` }).click();
      const grant = page.getByRole('dialog', { name: `Grant Credits to ${organisationName}` });
      await grant.getByLabel(/^Credits/).fill('0');
      await grant.getByRole('button', { name: 'Grant' }).click();
      await grant.getByText('Credits must be a whole number from 1 to 100,000.').waitFor();
      await grant.getByLabel(/^Credits/).fill('10');
      await grant.getByLabel(/^Reason/).fill('Invoice E2E-1');
      await shoot(page, 'join-operator-grant-desktop');
      await grant.getByRole('button', { name: 'Grant' }).click();
      await grant.waitFor({ state: 'hidden' });
      card = await operatorCard(page);
      await expect.poll(() => card.textContent()).toContain(`Credits${(13).toLocaleString()}`);
      expect(await card.textContent()).toContain(ownerEmail);
      await shoot(page, 'join-operator-desktop');
    });

    // a colleague at the same email domain finds it, asks to join and sees that they wait
    const joiner = await signIn(joinerEmail);
    await withFailureShot(joiner.page, 'join-ask', async () => {
      const { page } = joiner;
      await page.goto('/');
      const step = page.getByRole('region', { name: 'Create your organisation' });
      await step.getByRole('link', { name: 'Join an organisation' }).click();
      await page.waitForURL('**/join-organisation');
      const suggested = page.getByRole('list', { name: `Organisations at ${domain}` });
      await suggested.getByText(organisationName).waitFor({ timeout: 15_000 });
      await shoot(page, 'join-organisation-desktop');
      await suggested.getByRole('button', { name: `Ask to join ${organisationName}` }).click();
      await page.getByText(`You asked to join ${organisationName}`).waitFor();
      await suggested.getByText('Requested').waitFor();
      await shoot(page, 'join-organisation-waiting-desktop');
      await page.goto('/');
      await page.getByRole('region', { name: 'Waiting for an answer' }).waitFor();
    });
    const joinerPhone = await signIn(joinerEmail, phone);
    await joinerPhone.page.goto('/join-organisation');
    await joinerPhone.page.getByText(`You asked to join ${organisationName}`).waitFor();
    await shoot(joinerPhone.page, 'join-organisation-waiting-phone');
    await joinerPhone.context.close();

    // the organisation's admin opens the message and approves from its link
    const owner = await signIn(ownerEmail);
    await withFailureShot(owner.page, 'join-approve', async () => {
      const { page } = owner;
      await page.goto('/inbox');
      await page
        .getByRole('button', { name: new RegExp(`asks to join ${organisationName}`) })
        .click();
      await page.getByRole('link', { name: /\/org-join-requests\/\d+$/ }).click();
      await page.waitForURL('**/org-join-requests/*');
      await page.getByRole('heading', { name: 'Join Requests', level: 1 }).waitFor();
      await page.getByText(joinerEmail).waitFor();
      await shoot(page, 'join-requests-desktop');
      const ownerPhone = await signIn(ownerEmail, phone);
      await ownerPhone.page.goto(page.url());
      await ownerPhone.page.getByRole('button', { name: 'Approve Jade Tester' }).waitFor();
      await shoot(ownerPhone.page, 'join-requests-phone');
      await ownerPhone.context.close();
      await page.getByRole('button', { name: 'Approve Jade Tester' }).click();
      const confirm = page.getByRole('dialog', { name: 'Approve Request' });
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await page.getByText('No one is waiting to join.').waitFor();
    });

    // the person is a member: Home's next step moves on to a development
    await withFailureShot(joiner.page, 'join-member', async () => {
      const { page } = joiner;
      await page.goto('/');
      await page.getByRole('region', { name: 'Create a development' }).waitFor();
      const organisations = await apiRoute(page, rapidOrganisation, {});
      expect(organisations.map((o) => o.Title)).toEqual([organisationName]);
    });

    // the operator makes the new member an admin too; the list shows both admins
    await withFailureShot(operator.page, 'join-make-admin', async () => {
      const { page } = operator;
      await page.reload();
      const card = await operatorCard(page);
      await card.getByRole('button', { name: `Make an admin of ${organisationName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Make Admin of ${organisationName}` });
      await dialog.getByLabel(/^Email/).fill(joinerEmail);
      await dialog.getByRole('button', { name: 'Make Admin' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect
        .poll(async () => (await operatorCard(page)).textContent())
        .toContain(joinerEmail);
    });
    const operatorPhone = await signIn(operatorEmail, phone);
    await operatorPhone.page.goto('/operator');
    await operatorCard(operatorPhone.page);
    await shoot(operatorPhone.page, 'join-operator-phone');
    await operatorPhone.context.close();

    for (const session of [operator, joiner, owner]) await session.context.close();
  });
});
