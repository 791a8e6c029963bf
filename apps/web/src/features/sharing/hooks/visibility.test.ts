import { describe, expect, it } from 'vitest';
import { SharePermission } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { choiceSettings, currentChoice, saveLabel, visibilityChoices } from './visibility';

const details = (over: Partial<LotShareDetails>) =>
  ({
    SharePermission: SharePermission.None,
    IsFeature: false,
    CanCreatePublicLink: true,
    ...over,
  }) as LotShareDetails;

describe('visibility choices', () => {
  it('defaults to public and featured when there is no link yet (document 3 §4)', () => {
    expect(currentChoice(details({}))).toBe('featured');
    expect(currentChoice(details({ CanCreatePublicLink: false }))).toBe('requestFeatured');
  });
  it('reads the saved permission and featured flag back', () => {
    expect(currentChoice(details({ SharePermission: SharePermission.Public }))).toBe('public');
    expect(
      currentChoice(details({ SharePermission: SharePermission.Private, IsFeature: true })),
    ).toBe('private');
    expect(
      currentChoice(
        details({ SharePermission: SharePermission.RequestPublic, CanCreatePublicLink: false }),
      ),
    ).toBe('requestPublic');
  });
  it('offers requests only to someone who may not create public links, unless the link is public already', () => {
    expect(visibilityChoices(details({ CanCreatePublicLink: false }))).toEqual([
      'requestFeatured',
      'requestPublic',
      'private',
    ]);
    expect(
      visibilityChoices(
        details({ CanCreatePublicLink: false, SharePermission: SharePermission.Public }),
      ),
    ).toEqual(['featured', 'public', 'private']);
  });
  it('saves each choice as its permission and flag, round trip', () => {
    for (const choice of ['featured', 'public', 'private'] as const) {
      expect(currentChoice(details(choiceSettings(choice)))).toBe(choice);
    }
    expect(choiceSettings('requestFeatured')).toEqual({ SharePermission: 3, IsFeature: true });
  });
  it('says Create Link with no link yet, otherwise Update Link', () => {
    expect(saveLabel(SharePermission.None)).toBe('Create Link');
    expect(saveLabel(SharePermission.RequestPublic)).toBe('Update Link');
  });
});
