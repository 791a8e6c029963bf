import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Archive from '@mui/icons-material/Archive';
import ChevronRight from '@mui/icons-material/ChevronRight';
import HomeWork from '@mui/icons-material/HomeWork';
import Lock from '@mui/icons-material/Lock';
import { Link as RouterLink } from 'react-router';
import type { LotSummary } from '@circa/contract/lots.schema';
import { lotOpening } from '../lot-routing';

/** The name a lot shows in the list: allocated (locked) lots say so (document 1 §2.10). */
export function lotLabel(lot: Pick<LotSummary, 'Name' | 'IsLocked'>): string {
  return lot.IsLocked ? `${lot.Name} - Allocated` : lot.Name;
}

function stateText(lot: LotSummary): string {
  if (lot.IsLocked) return 'Tap to request access';
  return lot.IsBuilt ? 'Design started' : 'No design yet';
}

export interface LotListItemProps {
  lot: LotSummary;
  baselinesWithApprovedPresets: readonly number[];
  onRequestAccess: (lot: LotSummary) => void;
}

/**
 * One lot of the lot list: opens the lot's next screen (document 1 §4), or for an allocated lot
 * the Request Access dialog. Archived lots show an archive icon.
 */
export function LotListItem({
  lot,
  baselinesWithApprovedPresets,
  onRequestAccess,
}: LotListItemProps) {
  const opening = lotOpening(lot, baselinesWithApprovedPresets);
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 40 }}>
        {lot.IsLocked ? <Lock color="disabled" /> : <HomeWork color="primary" />}
      </ListItemIcon>
      <ListItemText
        primary={lotLabel(lot)}
        secondary={stateText(lot)}
        slotProps={{
          primary: { sx: lot.IsLocked ? { color: 'text.secondary' } : { fontWeight: 600 } },
        }}
      />
      {lot.IsArchived ? (
        <Tooltip title="Archived">
          <Archive color="action" titleAccess="Archived" sx={{ mr: 1 }} />
        </Tooltip>
      ) : null}
      <ChevronRight color="action" aria-hidden="true" />
    </>
  );
  return (
    <ListItem disablePadding divider>
      {opening.kind === 'requestAccess' ? (
        <ListItemButton
          onClick={() => onRequestAccess(lot)}
          aria-haspopup="dialog"
          sx={{ bgcolor: 'action.hover' }}
        >
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton component={RouterLink} to={opening.to}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}
