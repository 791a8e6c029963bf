import { SharePermission } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';

/**
 * The visibility choices of document 3 §4 "Share permission": each is a share permission with the
 * featured flag. Public ones for someone who may create public links (or whose link is already
 * public); otherwise requests to the organisation's administrators; and Private.
 */
export type VisibilityChoice =
  'featured' | 'public' | 'requestFeatured' | 'requestPublic' | 'private';

export const visibilityTexts: Record<VisibilityChoice, { label: string; help: string }> = {
  featured: {
    label: 'Public and featured',
    help: "Anyone with the link can see the design's performance, and it is listed in Featured Designs on the home page.",
  },
  public: {
    label: 'Public',
    help: "Anyone with the link can see the design's performance.",
  },
  requestFeatured: {
    label: 'Request a public, featured link',
    help: 'An administrator of the organisation is asked to approve it; once approved, anyone with the link can see the design and it is listed in Featured Designs.',
  },
  requestPublic: {
    label: 'Request a public link',
    help: 'An administrator of the organisation is asked to approve it; once approved, anyone with the link can see the design.',
  },
  private: {
    label: 'Private',
    help: "Only you and the lot's stakeholders can see the design.",
  },
};

/** The choices offered to the caller, in the order shown. */
export function visibilityChoices(details: LotShareDetails): VisibilityChoice[] {
  const mayBePublic =
    details.CanCreatePublicLink || details.SharePermission === SharePermission.Public;
  return mayBePublic
    ? ['featured', 'public', 'private']
    : ['requestFeatured', 'requestPublic', 'private'];
}

/** The choice matching the saved settings; with no link yet, public and featured (or its request). */
export function currentChoice(details: LotShareDetails): VisibilityChoice {
  const offered = visibilityChoices(details);
  const featured = offered[0]!;
  const plain = offered[1]!;
  switch (details.SharePermission) {
    case SharePermission.Private:
      return 'private';
    case SharePermission.RequestPublic:
      return details.IsFeature ? 'requestFeatured' : 'requestPublic';
    case SharePermission.Public:
      return details.IsFeature ? 'featured' : 'public';
    default:
      return details.IsFeature || details.SharePermission === SharePermission.None
        ? featured
        : plain;
  }
}

/** What a choice saves: share permission and featured flag. */
export function choiceSettings(choice: VisibilityChoice): {
  SharePermission: SharePermission;
  IsFeature: boolean;
} {
  switch (choice) {
    case 'featured':
      return { SharePermission: SharePermission.Public, IsFeature: true };
    case 'public':
      return { SharePermission: SharePermission.Public, IsFeature: false };
    case 'requestFeatured':
      return { SharePermission: SharePermission.RequestPublic, IsFeature: true };
    case 'requestPublic':
      return { SharePermission: SharePermission.RequestPublic, IsFeature: false };
    case 'private':
      return { SharePermission: SharePermission.Private, IsFeature: false };
  }
}

/** One sentence on who can see the design now, for the share screens. */
export function visibilityStatus(
  details: Pick<LotShareDetails, 'SharePermission' | 'IsFeature'>,
): string {
  switch (details.SharePermission) {
    case SharePermission.Public:
      return details.IsFeature
        ? 'Public and featured: anyone with the link can see the design, and it is listed in Featured Designs.'
        : 'Public: anyone with the link can see the design.';
    case SharePermission.Private:
      return "Private: only you and the lot's stakeholders can see the design.";
    case SharePermission.RequestPublic:
      return 'Waiting for approval: an administrator of the organisation has been asked to make the link public. Until then it is not public.';
    default:
      return 'No shareable link has been created yet.';
  }
}

/** The button of the visibility page (document 3 §4): Create Link with no link yet, else Update Link. */
export function saveLabel(permission: number): 'Create Link' | 'Update Link' {
  return permission === SharePermission.None ? 'Create Link' : 'Update Link';
}
