import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Level, SharePermission } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { screens } from '../../../config/screens';
import { ScreenLinkButton } from '../../../ui/screen-link-button';
import { visibilityStatus } from '../hooks/visibility';
import { LotSharePageFrame } from './lot-share-page-frame';

/** What a visitor without an account meets at the link, by the design's visibility. */
function audienceNote(details: LotShareDetails): string {
  if (details.SharePermission === SharePermission.Public) {
    return details.IsSubmitted
      ? 'Visitors see its design performance page without signing in.'
      : "Visitors see the design performance page marked 'Design Under Review' until the design is submitted.";
  }
  return 'The design is not public yet: visitors who open the link see Access denied.';
}

function Preview({ details }: { details: LotShareDetails }) {
  const path = `/feed/${details.Base36DesignId}`;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography role="status">{visibilityStatus(details)}</Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        {details.ImageIcon ? (
          <Box
            component="img"
            src={details.ImageIcon}
            alt=""
            sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {details.DesignName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.StructureName} · {details.ProjectName}
          </Typography>
        </Box>
      </Paper>
      <Alert severity={details.SharePermission === SharePermission.Public ? 'success' : 'info'}>
        {audienceNote(details)}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          href={path}
          target="_blank"
          rel="noopener"
          endIcon={<OpenInNew />}
        >
          Open the Public Page
        </Button>
        <ScreenLinkButton to={screens.share.href(details.StructureId, Level.Structure)}>
          Back
        </ScreenLinkButton>
      </Box>
    </Box>
  );
}

/**
 * /share/{structureId}/3/preview: what the public will see at the design's link — the public
 * page itself (/feed/{base36 id}) opens in a new tab, with who can see it now.
 */
export function SharePreviewPage() {
  return <LotSharePageFrame>{(d) => <Preview details={d} />}</LotSharePageFrame>;
}
