import { describe, expect, it } from 'vitest';
import { messages } from '@circa/contract/messages';
import { projectSettingsFieldsSchema } from '@circa/contract/developments.schema';
import { penrith, settingsData } from '../components/settings-test-data';
import type { SettingsRuleContext } from './settings-rules';
import { initialValues, maxCreditsBalance, toPayload, validateSettings } from './settings-rules';

const ctx: SettingsRuleContext = {
  isNew: true,
  hasOrganisations: true,
  hasLciGroups: true,
  hasLciSources: true,
  isCarbonSavingOffered: false,
  maxCreditsBalance: 80,
};

const filled = {
  ...initialValues(settingsData()),
  ProjectTypeId: 1,
  ProjectName: 'Wattle Grove',
  Location: { ...penrith, IsApproximate: false },
  LocationText: penrith.Address,
  ProjectManager: 'Sam Lee',
  Developer: 'Example Dev Co',
};

describe('validateSettings', () => {
  it('names every missing field with the spec message', () => {
    const errors = validateSettings(
      {
        ...initialValues(settingsData()),
        OrganisationId: null,
        LciGroupId: null,
        LciSourceId: null,
      },
      { ...ctx, isCarbonSavingOffered: true },
    );
    expect(errors).toEqual({
      ProjectTypeId: messages.projectTypeRequired,
      ProjectName: messages.projectNameRequired,
      LocationText: messages.locationFromList,
      OrganisationId: messages.organisationRequired,
      LciGroupId: messages.lciGroupRequired,
      LciSourceId: messages.lciSourceRequired,
      ProjectManager: messages.projectManagerRequired,
      Developer: messages.developerRequired,
      CarbonSavingsId: messages.carbonSavingRequired,
    });
  });

  it('accepts a complete form', () => {
    expect(validateSettings(filled, ctx)).toEqual({});
  });

  it('asks for organisation, group and source only when there are options (and sources have loaded)', () => {
    const empty = { ...filled, OrganisationId: null, LciGroupId: null, LciSourceId: null };
    expect(
      validateSettings(empty, {
        ...ctx,
        hasOrganisations: false,
        hasLciGroups: false,
        hasLciSources: false,
      }),
    ).toEqual({});
  });

  it('needs the typed location to equal the picked address', () => {
    expect(validateSettings({ ...filled, LocationText: '12 High St, Penrith' }, ctx)).toEqual({
      LocationText: messages.locationFromList,
    });
    expect(validateSettings({ ...filled, Location: null }, ctx)).toEqual({
      LocationText: messages.locationFromList,
    });
  });

  it('asks for the carbon saving target only on new developments where it is offered', () => {
    expect(validateSettings(filled, { ...ctx, isCarbonSavingOffered: true })).toEqual({
      CarbonSavingsId: messages.carbonSavingRequired,
    });
    expect(validateSettings(filled, { ...ctx, isNew: false, isCarbonSavingOffered: true })).toEqual(
      {},
    );
  });

  it('checks the land area', () => {
    for (const bad of ['-1', 'abc', '1e12', '1e309', '1,000']) {
      expect(validateSettings({ ...filled, LandArea: bad }, ctx)).toEqual({
        LandArea: messages.landAreaInvalid,
      });
    }
    expect(validateSettings({ ...filled, LandArea: '0' }, ctx)).toEqual({});
  });

  it('says a text is too long instead of cutting it or asking for it again', () => {
    const long = 'x'.repeat(201);
    expect(
      validateSettings(
        {
          ...filled,
          ProjectName: long,
          ProjectManager: long,
          Developer: long,
          CustomProjectFieldValue: long,
          CustomProjectFieldValue2: 'x'.repeat(200),
        },
        ctx,
      ),
    ).toEqual({
      ProjectName: messages.projectNameTooLong,
      ProjectManager: messages.projectManagerTooLong,
      Developer: messages.developerTooLong,
      CustomProjectFieldValue: 'Please enter at most 200 characters.',
    });
  });

  it('checks the prepaid credit balance only when prepaid: whole, 0 or more, at most the maximum', () => {
    for (const bad of ['-1', '81', '2.5', '']) {
      expect(validateSettings({ ...filled, Prepaid: true, CreditsBalance: bad }, ctx)).toEqual({
        CreditsBalance: messages.projectCreditsInvalid,
      });
    }
    expect(validateSettings({ ...filled, Prepaid: true, CreditsBalance: '80' }, ctx)).toEqual({});
    expect(validateSettings({ ...filled, Prepaid: false, CreditsBalance: '999' }, ctx)).toEqual({});
  });
});

describe('maxCreditsBalance', () => {
  it('adds what an existing development holds to the organisation credit', () => {
    expect(maxCreditsBalance(70, true, 0)).toBe(70);
    expect(maxCreditsBalance(70, false, 10)).toBe(80);
    expect(maxCreditsBalance(-5, true, 0)).toBe(0);
  });
});

describe('toPayload', () => {
  it('builds a payload the contract accepts, without the suggestion flag, and 0 credits when not prepaid', () => {
    const payload = toPayload(
      0,
      { ...filled, LandArea: ' 1200 ', CreditsBalance: '7' },
      { isNew: true, isCarbonSavingOffered: false },
    );
    const parsed = projectSettingsFieldsSchema.parse(payload);
    expect(parsed.Location).toEqual(penrith);
    expect(parsed.LandArea).toBe(1200);
    expect(parsed.CreditsBalance).toBe(0);
    expect(
      toPayload(
        0,
        { ...filled, Prepaid: true, CreditsBalance: '7' },
        { isNew: true, isCarbonSavingOffered: false },
      ).CreditsBalance,
    ).toBe(7);
  });
});
