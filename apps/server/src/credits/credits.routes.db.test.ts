import { formatMessage } from '@circa/contract/messages';
import { creditMessages } from '@circa/contract/credits.schema';
import { organisationCreditBalance, projectCreditBalance } from '@circa/db/credits.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBuiltLots, demoIds, setOrganisationCredits } from '../test-support/credit-lots';
import { demoLotId } from '../test-support/demo-lot';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let builder: string;
let admin: string;
let ids: { projectId: number; organisationId: number };
let lot101: number;
let single: number;
let triple: number;
let big: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  ids = await demoIds(t, builder);
  lot101 = await demoLotId(t, builder, 'Lot 101');
  [single, triple, big] = (await addBuiltLots(t, ids.projectId, [1, 3, 30], builder)) as [
    number,
    number,
    number,
  ];
}, 120_000);
afterAll(async () => t.close());

const use = (lot: number, token = builder) =>
  t.call('POST', `/api/useStructureCredit/${lot}`, undefined, token);
const form = async (lot: number) =>
  (await t.call('GET', `/api/lot?structureId=${lot}`, undefined, builder)).json().Data;
const setLimit = (limit: number | null) =>
  t.database.db
    .updateTable('organisations')
    .set({ max_credits_per_lot: limit })
    .where('id', '=', ids.organisationId)
    .execute();

describe('useStructureCredit', () => {
  it('takes 1 credit per dwelling from the development first and unlocks the lot, once', async () => {
    const db = t.database.db;
    const before = await projectCreditBalance(db, ids.projectId);
    const orgBefore = await organisationCreditBalance(db, ids.organisationId);
    expect((await form(lot101)).PaymentRequired).toBe(true);
    const response = await use(lot101);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ Data: true });
    expect(await projectCreditBalance(db, ids.projectId)).toBe(before - 1);
    expect(await organisationCreditBalance(db, ids.organisationId)).toBe(orgBefore);
    expect((await form(lot101)).PaymentRequired).toBe(false);
    // again: still true, nothing more taken
    expect((await use(lot101)).statusCode).toBe(200);
    expect(await projectCreditBalance(db, ids.projectId)).toBe(before - 1);
    const drawer = await t.call(
      'GET',
      `/api/getStructureDrawerSetting?structureId=${lot101}`,
      undefined,
      builder,
    );
    expect(drawer.statusCode).toBe(200);
  });

  it('pays for dwellings: raising them asks for the difference, lowering refunds nothing', async () => {
    const db = t.database.db;
    const [lot] = (await addBuiltLots(t, ids.projectId, [1], builder)) as [number];
    await setOrganisationCredits(t, ids.organisationId, 20);
    const designId = (await form(lot)).DesignId as number;
    const credit = async () =>
      (await projectCreditBalance(db, ids.projectId)) +
      (await organisationCreditBalance(db, ids.organisationId));
    const start = await credit();
    expect((await use(lot)).statusCode).toBe(200);
    expect(await credit()).toBe(start - 1);
    // 1 paid, now 5 dwellings: results and submission close, the form asks for 4 more
    const raise = await t.call('POST', '/api/lot', { designId, dwellings: 5 }, builder);
    expect(raise.statusCode, raise.body).toBe(200);
    const raised = await form(lot);
    expect(raised.PaymentRequired).toBe(true);
    expect(raised.PaymentPopUp.PaidDwellings).toBe(1);
    const results = await t.call(
      'GET',
      `/api/results?structureId=${lot}&indicatorId=1`,
      undefined,
      builder,
    );
    expect(results.statusCode).toBe(403);
    expect(results.json().message).toBe('Payment is required.');
    expect((await use(lot)).statusCode).toBe(200);
    expect(await credit()).toBe(start - 5);
    expect((await form(lot)).PaymentRequired).toBe(false);
    // back to 2 dwellings: still paid, nothing comes back; up to 5 again: nothing more to pay
    await t.call('POST', '/api/lot', { designId, dwellings: 2 }, builder);
    expect((await form(lot)).PaymentRequired).toBe(false);
    await t.call('POST', '/api/lot', { designId, dwellings: 5 }, builder);
    expect((await form(lot)).PaymentRequired).toBe(false);
    expect((await use(lot)).statusCode).toBe(200);
    expect(await credit()).toBe(start - 5);
  });

  it('refuses a non-admin above MaxCreditsPerLot with the spec text; an admin goes ahead', async () => {
    await setLimit(2);
    const refused = await use(triple);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(formatMessage(creditMessages.lotLimit, { n: 2 }));
    expect((await form(triple)).PaymentRequired).toBe(true);
    expect((await use(triple, admin)).statusCode).toBe(200);
    expect((await form(triple)).PaymentRequired).toBe(false);
    await setLimit(null);
  });

  it('takes organisation credits when the development has too few', async () => {
    const db = t.database.db;
    const project = await projectCreditBalance(db, ids.projectId);
    await setOrganisationCredits(t, ids.organisationId, 40);
    expect((await use(big)).statusCode).toBe(200);
    expect(await projectCreditBalance(db, ids.projectId)).toBe(0);
    expect(await organisationCreditBalance(db, ids.organisationId)).toBe(40 - (30 - project));
  });

  it('answers Out of Credits (409, the spec text) and charges nothing', async () => {
    await setOrganisationCredits(t, ids.organisationId, 0);
    const refused = await use(single);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      formatMessage(creditMessages.outOfCredits, { supportEmail: 'support@circa.localhost' }),
    );
    expect((await form(single)).PaymentRequired).toBe(true);
  });

  it('is a 404 for a lot the caller cannot see', async () => {
    expect((await use(999999)).statusCode).toBe(404);
  });
});

describe('sendCreditApprovalRequestEmail', () => {
  it('needs request information', async () => {
    const response = await t.call(
      'POST',
      '/api/sendCreditApprovalRequestEmail',
      { LotId: single, Dwellings: 1, MaxCreditsPerLot: 0, RequestInfo: '   ' },
      builder,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(creditMessages.requestInfoRequired);
  });

  it("emails the organisation's admins and leaves them an in-app message", async () => {
    const before = t.mails().length;
    const response = await t.call(
      'POST',
      '/api/sendCreditApprovalRequestEmail',
      { LotId: single, Dwellings: 1, MaxCreditsPerLot: 0, RequestInfo: 'A corner lot.' },
      builder,
    );
    expect(response.statusCode, response.body).toBe(200);
    const mails = t.mails().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: admin@example.com');
    expect(mails[0]).toContain('A corner lot.');
    expect(mails[0]).toContain(`/lot/${single}`);
    const inbox = await t.database.db
      .selectFrom('messages')
      .select('subject')
      .where('subject', 'like', 'Credit approval requested%')
      .execute();
    expect(inbox.length).toBe(1);
  });
});
