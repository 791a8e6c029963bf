import { useStructureCredit } from '@circa/contract/credits.routes';
import { getLot } from '@circa/contract/design.routes';
import { toggleOnboardingStatus } from '@circa/contract/design.routes';
import {
  getOrgDashboard,
  getOrgOnboardingDetails,
  getOrgSettingsDetails,
  resetOnboardingStatus,
  saveOrgOnboardingDetails,
  saveOrgSettingsDetails,
} from '@circa/contract/org-settings.routes';
import { orgSettingsMessages } from '@circa/contract/org-settings.schema';
import type { OrgSettingsDetails } from '@circa/contract/org-settings.schema';
import { getCustomOrgSetting } from '@circa/contract/organisations.routes';
import { projectTargetsByStruct, results } from '@circa/contract/results.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../test-support/credit-lots';
import { demoLotId } from '../test-support/demo-lot';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';

let t: TestApp;
let admin: string;
let builder: string;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  admin = await t.signIn('admin@example.com');
  builder = await t.signIn('builder@example.com');
  orgId = (await demoIds(t, admin)).organisationId;
});
afterAll(async () => t.close());

/** The save body of the current settings, with changes. */
function saveBody(current: OrgSettingsDetails, changes: Partial<OrgSettingsDetails> = {}) {
  const { LciGroups, LciSources, ThermalUnits, CreditBalance, ...rest } = current;
  void [LciGroups, LciSources, ThermalUnits, CreditBalance];
  return { ...rest, ThermalUnitId: rest.ThermalUnitId as 1 | 2, ...changes } as never;
}

describe('organisation settings', () => {
  it('shows the settings with their options and the ledger balance to an admin only', async () => {
    const s = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    expect(s.Id).toBe(orgId);
    expect(s.CreditBalance).toBeGreaterThan(0);
    expect(s.LciGroups.length).toBeGreaterThan(0);
    expect(s.ThermalUnits.map((u) => u.Id)).toEqual([1, 2]);
    const refused = await t.route(getOrgSettingsDetails, { orgId }, builder);
    expect(refused.status).toBe(403);
  });

  it('saves every field, and the labels take effect where they are read', async () => {
    const current = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    const saved = await t.routeData(
      saveOrgSettingsDetails,
      saveBody(current, {
        SupportEmail: '  help@demo.example ',
        CustomDevelopmentLabel: 'Estate code',
        CustomDevelopmentLabel2: 'Stage',
        CustomLotLabel: 'Lot number',
        CustomDesignLabel: 'Plan code',
        ThermalUnitId: 2,
        MaxCreditsPerLot: 4,
      }),
      admin,
    );
    expect(saved.SupportEmail).toBe('help@demo.example');
    expect(saved.ThermalUnitId).toBe(2);
    expect(saved.MaxCreditsPerLot).toBe(4);
    expect(await t.routeData(getCustomOrgSetting, { orgId }, builder)).toEqual({
      Label: 'Estate code',
      Label2: 'Stage',
      LotLabel: 'Lot number',
      DesignLabel: 'Plan code',
    });
    // the thermal page starts in the organisation's unit until demands are entered
    const lot = await demoLotId(t, builder, 'Lot 101');
    const form = await t.routeData(getLot, { structureId: lot }, builder);
    expect(form.ThermalUnitId).toBe(2);
    expect(form.CustomDesignFieldLabel).toBe('Plan code');
    expect(form.PaymentPopUp.MaxCreditsPerLot).toBe(4);
    expect(form.PaymentPopUp.SupportEmail).toBe('help@demo.example');
  });

  it('locking the LCI source locks the group too', async () => {
    const current = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    const saved = await t.routeData(
      saveOrgSettingsDetails,
      saveBody(current, { ForceDefaultLCISource: true, ForceDefaultLCIGroup: false }),
      admin,
    );
    expect(saved.ForceDefaultLCISource).toBe(true);
    expect(saved.ForceDefaultLCIGroup).toBe(true);
    const unlocked = await t.routeData(
      saveOrgSettingsDetails,
      saveBody(saved, { ForceDefaultLCISource: false, ForceDefaultLCIGroup: false }),
      admin,
    );
    expect(unlocked.ForceDefaultLCIGroup).toBe(false);
  });

  it('refuses bad input with a message per field, and saves nothing', async () => {
    const current = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    const cases: Array<[Partial<OrgSettingsDetails> | Record<string, unknown>, string, string]> = [
      [{ SupportEmail: 'not-an-email' }, 'SupportEmail', orgSettingsMessages.supportEmailInvalid],
      [{ MaxCreditsPerLot: -1 }, 'MaxCreditsPerLot', orgSettingsMessages.maxCreditsInvalid],
      [{ MaxCreditsPerLot: 2.5 }, 'MaxCreditsPerLot', orgSettingsMessages.maxCreditsInvalid],
      [{ ThermalUnitId: 3 }, 'ThermalUnitId', orgSettingsMessages.thermalUnitRequired],
      [
        { LciGroupId: null, LciSourceId: null, ForceDefaultLCIGroup: true },
        'LciGroupId',
        orgSettingsMessages.lockNeedsGroup,
      ],
      [{ LciSourceId: 999_999 }, 'LciSourceId', orgSettingsMessages.sourceNotInGroup],
      [{ CustomLotLabel: 'x'.repeat(101) }, 'CustomLotLabel', orgSettingsMessages.labelTooLong],
    ];
    for (const [changes, field, message] of cases) {
      const answer = await t.route(
        saveOrgSettingsDetails,
        saveBody(current, changes as Partial<OrgSettingsDetails>),
        admin,
      );
      expect(answer.ok, field).toBe(false);
      if (answer.ok) continue;
      expect(answer.status, field).toBe(400);
      expect(answer.error.details?.find((d) => d.path[0] === field)?.message, field).toBe(message);
    }
    expect(await t.routeData(getOrgSettingsDetails, { orgId }, admin)).toEqual(current);
  });

  it('changes the credit-allocation switch only while the organisation has credits', async () => {
    const current = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    const on = await t.routeData(
      saveOrgSettingsDetails,
      saveBody(current, { RequireProjectCreditAllocation: true }),
      admin,
    );
    expect(on.RequireProjectCreditAllocation).toBe(true);
    // the credit dialog offers no organisation credits while allocation is required
    const lot = await demoLotId(t, builder, 'Lot 101');
    expect((await t.routeData(getLot, { structureId: lot }, builder)).PaymentPopUp).toMatchObject({
      OrgCreditAmount: 0,
    });
    await t.database.db
      .insertInto('credit_ledger')
      .values({
        organisation_id: orgId,
        account: 'organisation',
        amount: -on.CreditBalance,
        reason: 'test',
      })
      .execute();
    const refused = await t.route(
      saveOrgSettingsDetails,
      saveBody(on, { RequireProjectCreditAllocation: false }),
      admin,
    );
    expect(refused.status).toBe(400);
    await t.database.db
      .insertInto('credit_ledger')
      .values({
        organisation_id: orgId,
        account: 'organisation',
        amount: on.CreditBalance,
        reason: 'test',
      })
      .execute();
    await t.routeData(
      saveOrgSettingsDetails,
      saveBody(on, { RequireProjectCreditAllocation: false }),
      admin,
    );
  });

  it('refuses a builder every call with 403, and saves nothing', async () => {
    const current = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    const calls = [
      t.route(getOrgSettingsDetails, { orgId }, builder),
      t.route(saveOrgSettingsDetails, saveBody(current, { SupportEmail: 'x@y.example' }), builder),
      t.route(getOrgOnboardingDetails, { orgId }, builder),
      t.route(saveOrgOnboardingDetails, { id: orgId, title: 'Mine', content: '' }, builder),
      t.route(resetOnboardingStatus, { orgId }, builder),
      t.route(getOrgDashboard, { orgId }, builder),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([
      403, 403, 403, 403, 403, 403,
    ]);
    expect(await t.routeData(getOrgSettingsDetails, { orgId }, admin)).toEqual(current);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await t.route(getOrgSettingsDetails, { orgId: 999_999 }, admin)).status).toBe(404);
  });
});

describe('onboarding', () => {
  it('saves a sanitised message; the title is required after trimming', async () => {
    const empty = await t.route(
      saveOrgOnboardingDetails,
      { id: orgId, title: '   ', content: '<p>Hi</p>' },
      admin,
    );
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error.details?.[0]?.message).toBe('Please enter onboarding title.');
    const saved = await t.routeData(
      saveOrgOnboardingDetails,
      {
        id: orgId,
        title: ' Welcome ',
        content: '<p onclick="x()">Read <strong>this</strong></p><script>alert(1)</script>',
      },
      admin,
    );
    expect(saved).toEqual({
      Id: orgId,
      OnboardingTitle: 'Welcome',
      OnboardingContent: '<p>Read <strong>this</strong></p>',
    });
    expect(await t.routeData(getOrgOnboardingDetails, { orgId }, admin)).toEqual(saved);
    expect((await t.route(getOrgOnboardingDetails, { orgId }, builder)).status).toBe(403);
    expect(
      (await t.route(saveOrgOnboardingDetails, { id: orgId, title: 'X', content: '' }, builder))
        .status,
    ).toBe(403);
  });

  it('shows on the dashboard once per user until an admin resets it', async () => {
    const unread = await t.routeData(getOrgDashboard, { orgId }, admin);
    expect(unread.Onboarding).toMatchObject({ OnboardingTitle: 'Welcome', OnboardingRead: false });
    await t.routeData(toggleOnboardingStatus, { orgId }, admin);
    expect((await t.routeData(getOrgDashboard, { orgId }, admin)).Onboarding?.OnboardingRead).toBe(
      true,
    );
    await t.routeData(toggleOnboardingStatus, { orgId }, builder);
    expect((await t.route(resetOnboardingStatus, { orgId }, builder)).status).toBe(403);
    await t.routeData(resetOnboardingStatus, { orgId }, admin);
    expect((await t.routeData(getOrgDashboard, { orgId }, admin)).Onboarding?.OnboardingRead).toBe(
      false,
    );
    const lot = await demoLotId(t, builder, 'Lot 101');
    const form = await t.routeData(getLot, { structureId: lot }, builder);
    expect(form.OrgOnboardingContent?.OnboardingRead).toBe(false);
  });
});

describe('dashboard', () => {
  it("counts the demo organisation's developments, lots and credits", async () => {
    const d = await t.routeData(getOrgDashboard, { orgId }, admin);
    expect(d.Developments).toEqual({ Active: 1, Archived: 0 });
    // Demo Estate: two built lots, one archived, one empty
    expect(d.Lots).toEqual({ NotStarted: 1, InProgress: 2, Submitted: 0, Archived: 1 });
    const settings = await t.routeData(getOrgSettingsDetails, { orgId }, admin);
    expect(d.Credits.OrganisationBalance).toBe(settings.CreditBalance);
    expect(d.Credits.AllocatedToDevelopments).toBe(20);
    expect(d.Targets).toEqual({ SubmittedWithTargets: 0, Achieved: 0, Unassessed: 0 });
    expect((await t.route(getOrgDashboard, { orgId }, builder)).status).toBe(403);
  });

  it("decides 'targets achieved' of a submitted lot as its results do", async () => {
    const lot = await demoLotId(t, builder, 'Lot 101');
    await t.routeData(useStructureCredit, { id: lot }, builder);
    const form = await t.routeData(getLot, { structureId: lot }, builder);
    await t.database.db
      .updateTable('designs')
      .set({ is_submitted: true })
      .where('id', '=', form.DesignId)
      .execute();
    const d = await t.routeData(getOrgDashboard, { orgId }, admin);
    expect(d.Lots.Submitted).toBe(1);
    expect(d.Credits.Used).toBeGreaterThan(0);
    expect(d.Targets.SubmittedWithTargets).toBe(1);
    // the results screen: Yes when every target's reduction reaches its savings target
    const targets = (await t.routeData(projectTargetsByStruct, { structureId: lot }, admin))
      .ProjectTargetList;
    const comparisons = [];
    for (const indicatorId of new Set(targets.map((x) => x.IndicatorId))) {
      const answer = await t.routeData(
        results,
        { structureId: lot, indicatorId, summaryOnly: true },
        admin,
      );
      comparisons.push(...answer.BenchmarkComparison);
    }
    expect(comparisons).toHaveLength(targets.length);
    const achieved = comparisons.every(
      (c) => c.Reduction !== null && c.Reduction >= c.SavingsTarget,
    );
    expect(d.Targets.Achieved).toBe(achieved ? 1 : 0);
    expect(d.Targets.Unassessed).toBe(0);
  });

  it('is empty for a new organisation', async () => {
    const { insertOrganisation, addMembership } =
      await import('@circa/db/organisations.repository');
    const { findUserByEmail } = await import('@circa/db/users.repository');
    const fresh = await insertOrganisation(t.database.db, { name: 'Fresh Homes' });
    const user = (await findUserByEmail(t.database.db, 'admin@example.com'))!;
    await addMembership(t.database.db, fresh, user.id, true);
    const d = await t.routeData(getOrgDashboard, { orgId: fresh }, admin);
    expect(d).toMatchObject({
      Developments: { Active: 0, Archived: 0 },
      Lots: { NotStarted: 0, InProgress: 0, Submitted: 0, Archived: 0 },
      Credits: { Used: 0, OrganisationBalance: 0, AllocatedToDevelopments: 0 },
      Targets: { SubmittedWithTargets: 0, Achieved: 0, Unassessed: 0 },
      Onboarding: null,
    });
  });
});
