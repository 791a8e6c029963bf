import {
  getOrgAvailableCredit,
  rapidOrganisation,
  isRapidOrgAdmin,
} from '@circa/contract/organisations.routes';
import * as routes from '@circa/contract/operator.routes';
import { operatorTexts } from '@circa/contract/operator.schema';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { insertUser } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { grantReason } from './operator.service';

let t: TestApp;
let operator: string;
let admin: string;

async function account(email: string) {
  const user = await insertUser(t.database.db, {
    email,
    firstName: 'Cus',
    lastName: 'Tomer',
    emailVerifiedAt: new Date(),
  });
  await upsertPasswordHash(t.database.db, user.id, await hashPassword(testPassword));
  return { id: user.id, token: await t.signIn(email) };
}

beforeAll(async () => {
  t = await createTestApp({
    env: { CIRCA_OPERATOR_EMAILS: 'Ops@Circa.example, second@circa.example' },
  });
  operator = (await account('ops@circa.example')).token;
  admin = await t.signIn('admin@example.com');
});
afterAll(async () => t.close());

describe('installation operators (CIRCA_OPERATOR_EMAILS)', () => {
  it('only listed addresses are operators; everyone else gets 403 from every operator call', async () => {
    expect(await t.routeData(routes.isOperator, {}, operator)).toBe(true);
    expect(await t.routeData(routes.isOperator, {}, admin)).toBe(false);
    const calls = [
      await t.route(routes.operatorOrganisations, {}, admin),
      await t.route(
        routes.operatorCreateOrganisation,
        { Name: 'X', Address: '', SupportEmail: '', AdminEmail: 'admin@example.com' },
        admin,
      ),
      await t.route(routes.operatorGrantCredits, { orgId: 1, credits: 5, reason: 'x' }, admin),
      await t.route(routes.operatorMakeAdmin, { orgId: 1, email: 'admin@example.com' }, admin),
    ];
    expect(calls.map((c) => (c.ok ? 200 : [c.status, c.error.message]))).toEqual(
      calls.map(() => [403, operatorTexts.notOperator]),
    );
  });

  it('creates an organisation for a customer, grants credits with a reason and makes admins', async () => {
    const customer = await account('buyer@customer.example');
    const created = await t.routeData(
      routes.operatorCreateOrganisation,
      {
        Name: 'Customer Homes',
        Address: '1 Main St',
        SupportEmail: 'help@customer.example',
        AdminEmail: 'Buyer@Customer.example',
      },
      operator,
    );
    expect(created).toMatchObject({
      Name: 'Customer Homes',
      Members: 1,
      AdminEmails: ['buyer@customer.example'],
      Credits: 0,
    });
    expect(await t.routeData(isRapidOrgAdmin, { orgId: created.Id }, customer.token)).toBe(true);
    expect(t.mails().at(-1)).toContain('You are an admin of Customer Homes');

    const granted = await t.routeData(
      routes.operatorGrantCredits,
      { orgId: created.Id, credits: 25, reason: 'Invoice 1001' },
      operator,
    );
    expect(granted.Credits).toBe(25);
    expect(await t.routeData(getOrgAvailableCredit, { orgId: created.Id }, customer.token)).toBe(
      25,
    );
    const ledger = await t.database.db
      .selectFrom('credit_ledger')
      .select(['amount', 'reason', 'account'])
      .where('organisation_id', '=', created.Id)
      .execute();
    expect(ledger).toEqual([
      { amount: 25, reason: grantReason('Invoice 1001'), account: 'organisation' },
    ]);

    const colleague = await account('second.admin@customer.example');
    const withTwo = await t.routeData(
      routes.operatorMakeAdmin,
      { orgId: created.Id, email: 'second.admin@customer.example' },
      operator,
    );
    expect(withTwo.AdminEmails).toEqual([
      'buyer@customer.example',
      'second.admin@customer.example',
    ]);
    expect((await t.routeData(rapidOrganisation, {}, colleague.token)).map((o) => o.Id)).toEqual([
      created.Id,
    ]);
    const list = await t.routeData(routes.operatorOrganisations, {}, operator);
    expect(list.find((o) => o.Id === created.Id)).toMatchObject({ Members: 2, Credits: 25 });
  });

  it('refuses with what to change: no account, a bad number of credits, no reason, unknown organisation', async () => {
    const noAccount = await t.route(
      routes.operatorCreateOrganisation,
      { Name: 'Nobody Homes', Address: '', SupportEmail: '', AdminEmail: 'nobody@nowhere.example' },
      operator,
    );
    expect(noAccount.ok ? null : [noAccount.status, noAccount.error.message]).toEqual([
      404,
      operatorTexts.noAccount,
    ]);
    const list = await t.routeData(routes.operatorOrganisations, {}, operator);
    expect(list.map((o) => o.Name)).not.toContain('Nobody Homes');
    const zero = await t.route(
      routes.operatorGrantCredits,
      { orgId: list[0]!.Id, credits: 0, reason: 'x' },
      operator,
    );
    expect(zero.ok ? null : zero.error.message).toContain(operatorTexts.creditsInvalid);
    const blank = await t.route(
      routes.operatorGrantCredits,
      { orgId: list[0]!.Id, credits: 3, reason: '  ' },
      operator,
    );
    expect(blank.ok ? null : blank.error.message).toContain(operatorTexts.reasonRequired);
    const unknown = await t.route(
      routes.operatorGrantCredits,
      { orgId: 999999, credits: 3, reason: 'x' },
      operator,
    );
    expect(unknown.status).toBe(404);
  });
});
