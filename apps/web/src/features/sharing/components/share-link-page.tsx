import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Level } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { screens } from '../../../config/screens';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { visibilityStatus } from '../hooks/visibility';
import { LotSharePageFrame } from './lot-share-page-frame';
import { PublicLinkField } from './public-link-field';
import { SocialLinks } from './social-links';

/** The design's public link as visitors open it: this host plus /feed/{base36 design id}. */
export function publicLink(origin: string, base36DesignId: string): string {
  return `${origin}/feed/${base36DesignId}`;
}

function ShareLink({ details }: { details: LotShareDetails }) {
  const id = details.StructureId;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography role="status">{visibilityStatus(details)}</Typography>
      <PublicLinkField url={publicLink(window.location.origin, details.Base36DesignId)} />
      <SocialLinks details={details} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {details.CanEdit ? (
          <ScreenLinkButton variant="contained" to={screens.shareVisibility.href(id)}>
            Change Visibility
          </ScreenLinkButton>
        ) : null}
        <ScreenLinkButton variant="outlined" to={screens.sharePreview.href(id)}>
          Preview
        </ScreenLinkButton>
        <ScreenLinkButton to={screens.share.href(id, Level.Structure)}>Back</ScreenLinkButton>
      </Box>
    </Box>
  );
}

/**
 * /share/{structureId}/3/share-link (document 3 §2): the host plus /feed/{base36 design id}, Copy
 * Link with its 2-second confirmation, and the social networks' buttons.
 */
export function ShareLinkPage() {
  return <LotSharePageFrame>{(d) => <ShareLink details={d} />}</LotSharePageFrame>;
}
