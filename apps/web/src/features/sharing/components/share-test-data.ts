import { SharePermission } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';

/** A lot's share details as the server answers them (tests): private, editable, submitted. */
export function lotShareDetailsAnswer(changes: Partial<LotShareDetails> = {}): LotShareDetails {
  return {
    StructureId: 7,
    ProjectId: 2,
    DesignId: 1295,
    DesignName: 'Banksia single storey',
    StructureName: 'Lot 101',
    ProjectName: 'Demo Estate',
    ImageIcon: null,
    SharePermission: SharePermission.None,
    IsFeature: false,
    Base36DesignId: 'zz',
    SocialMediaLinks: [],
    ReportRecipients: [],
    CanUserAccessProjectApi: false,
    CanEdit: true,
    CanCreatePublicLink: true,
    IsSubmitted: true,
    ...changes,
  };
}
