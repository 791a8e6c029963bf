import ArrowBack from '@mui/icons-material/ArrowBack';
import GroupAdd from '@mui/icons-material/GroupAdd';
import LinkIcon from '@mui/icons-material/Link';
import Preview from '@mui/icons-material/Preview';
import Send from '@mui/icons-material/Send';
import Visibility from '@mui/icons-material/Visibility';
import Typography from '@mui/material/Typography';
import { Level, SharePermission } from '@circa/contract/enums';
import type { LotShareDetails } from '@circa/contract/sharing.schema';
import { screens } from '../../../config/screens';
import { visibilityStatus } from '../hooks/visibility';
import { LotSharePageFrame } from './lot-share-page-frame';
import type { ShareMenuEntry } from './share-menu';
import { ShareMenu } from './share-menu';

function entries(details: LotShareDetails): ShareMenuEntry[] {
  const id = details.StructureId;
  const hasLink = details.SharePermission !== SharePermission.None;
  const list: ShareMenuEntry[] = [];
  if (details.CanEdit) {
    list.push({
      icon: <Visibility />,
      label: hasLink ? 'Edit Shareable Link' : 'Create Shareable Link',
      detail: 'Choose who may see the design',
      to: screens.shareVisibility.href(id),
    });
  }
  if (hasLink) {
    list.push({
      icon: <LinkIcon />,
      label: 'Shareable Link',
      detail: 'Copy the link or post it',
      to: screens.shareLink.href(id),
    });
  }
  list.push(
    {
      icon: <Preview />,
      label: 'Preview',
      detail: 'What the public will see',
      to: screens.sharePreview.href(id),
    },
    {
      icon: <GroupAdd />,
      label: 'Invite Others',
      detail: 'Collaborators on this lot',
      to: screens.lotCollaborators.href(id),
    },
    {
      icon: <Send />,
      label: 'Send Report',
      to: screens.shareReports.href(id, Level.Structure),
    },
    { icon: <ArrowBack />, label: 'Back', detail: 'Results', to: screens.designResults.href(id) },
  );
  return list;
}

/**
 * /share/{structureId}/3 (document 3 §2): the lot's share menu — create or edit the shareable
 * link, the link itself, a preview, invite others, send a report, and back to the results.
 */
export function LotShareMenuPage() {
  return (
    <LotSharePageFrame>
      {(d) => (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {d.StructureName} · {d.ProjectName}
          </Typography>
          <Typography role="status">{visibilityStatus(d)}</Typography>
          <ShareMenu label="Share" entries={entries(d)} />
        </>
      )}
    </LotSharePageFrame>
  );
}
