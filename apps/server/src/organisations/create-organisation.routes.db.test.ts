import { createOrganisation } from '@circa/contract/create-organisation.routes';
import { createOrganisationMessages } from '@circa/contract/create-organisation.schema';
import { completeOrgBaselines } from '@circa/contract/org-library.routes';
import { getOrgAvailableCredit, rapidOrganisation } from '@circa/contract/organisations.routes';
import { listShippedBaselineIds } from '@circa/db/library-designs.repository';
import { upsertPasswordHash } from '@circa/db/sign-in-methods.repository';
import { insertUser } from '@circa/db/users.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { demoOrganisationName } from '../seed/demo-seed';
import { createTestApp, testPassword } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { trialCreditsReason } from './create-organisation.service';

let t: TestApp;

async function newcomer(email: string): Promise<string> {
  const user = await insertUser(t.database.db, { email, firstName: 'Nia', lastName: 'Newcomer' });
  await upsertPasswordHash(t.database.db, user.id, await hashPassword(testPassword));
  return t.signIn(email);
}

const form = (Name: string) => ({ Name, Address: '1 Main St', SupportEmail: 'help@nia.example' });

beforeAll(async () => {
  t = await createTestApp({ env: { CIRCA_TRIAL_CREDITS: '5' } });
});
afterAll(async () => t.close());

describe('POST /createOrganisation', () => {
  it('makes a newcomer the admin of a new organisation with the library baselines and the trial credits', async () => {
    const token = await newcomer('nia@new.example');
    expect(await t.routeData(rapidOrganisation, {}, token)).toEqual([]);

    const created = await t.routeData(createOrganisation, form('Nia Homes'), token);
    expect(created).toMatchObject({ Title: 'Nia Homes', TrialCredits: 5 });

    expect((await t.routeData(rapidOrganisation, {}, token)).map((o) => o.Title)).toEqual([
      'Nia Homes',
    ]);
    expect(await t.routeData(getOrgAvailableCredit, { orgId: created.Id }, token)).toBe(5);
    const baselines = await t.routeData(completeOrgBaselines, { orgId: created.Id }, token);
    const shipped = await listShippedBaselineIds(t.database.db);
    expect(shipped.length).toBeGreaterThan(0);
    const enabled = baselines.BuildSummaries.filter((b) => !b.DisableLink).map((b) => b.Id);
    expect(enabled.sort()).toEqual([...shipped].sort());

    const ledger = await t.database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('organisation_id', '=', created.Id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amount: 5,
      reason: trialCreditsReason,
      account: 'organisation',
    });
    const org = await t.database.db
      .selectFrom('organisations')
      .select(['address', 'support_email', 'lci_group_id', 'lci_source_id'])
      .where('id', '=', created.Id)
      .executeTakeFirstOrThrow();
    expect(org).toMatchObject({ address: '1 Main St', support_email: 'help@nia.example' });
    // the library's LCI group and a source of it: a new development's form is filled in
    const source = await t.database.db
      .selectFrom('lci_sources')
      .select('lci_group_id')
      .where('id', '=', org.lci_source_id!)
      .executeTakeFirstOrThrow();
    expect(source.lci_group_id).toBe(org.lci_group_id);
    expect(baselines.BuildSummaries.some((b) => b.LCIGroupId === org.lci_group_id)).toBe(true);
  });

  it('refuses a second organisation for someone who already belongs to one (409, nothing made)', async () => {
    const admin = await t.signIn('admin@example.com');
    const response = await t.route(createOrganisation, form('Second Homes'), admin);
    expect(response.status).toBe(409);
    expect((response as { error?: unknown }).error).toMatchObject({
      message: createOrganisationMessages.alreadyMember,
    });
  });

  it('says what to change: a missing or taken name, a bad support email', async () => {
    const token = await newcomer('omar@new.example');
    const empty = await t.route(createOrganisation, form('  '), token);
    expect(empty.status).toBe(400);
    expect(JSON.stringify((empty as { error?: unknown }).error)).toContain(
      createOrganisationMessages.nameRequired,
    );

    const taken = await t.route(
      createOrganisation,
      form(demoOrganisationName.toUpperCase()),
      token,
    );
    expect(taken.status).toBe(400);
    expect((taken as { error?: unknown }).error).toMatchObject({
      message: createOrganisationMessages.nameTaken,
    });

    const badEmail = await t.route(
      createOrganisation,
      { ...form('Omar Homes'), SupportEmail: 'not an email' },
      token,
    );
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify((badEmail as { error?: unknown }).error)).toContain(
      createOrganisationMessages.supportEmailInvalid,
    );
    expect(await t.routeData(rapidOrganisation, {}, token)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.route(createOrganisation, form('Anon Homes'))).status).toBe(401);
  });
});
