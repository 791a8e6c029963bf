import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Archive from '@mui/icons-material/Archive';
import HomeWork from '@mui/icons-material/HomeWork';
import { Link as RouterLink } from 'react-router';
import type { DevelopmentSummary } from '@circa/contract/organisations.schema';
import { screens } from '../config/screens';

export interface DevelopmentListProps {
  developments: readonly DevelopmentSummary[];
  /** Accessible name of the list. */
  label: string;
  /** Show the organisation name under each development. */
  showOrganisation?: boolean;
}

/** Developments as a list of links to their pages, with the feature image and an archived icon. */
export function DevelopmentList({
  developments,
  label,
  showOrganisation = false,
}: DevelopmentListProps) {
  return (
    <Paper variant="outlined">
      <List aria-label={label} disablePadding>
        {developments.map((development, index) => (
          <ListItem
            key={development.ProjectId}
            disablePadding
            divider={index < developments.length - 1}
          >
            <ListItemButton
              component={RouterLink}
              to={screens.development.href(development.ProjectId)}
            >
              <ListItemAvatar>
                <Avatar
                  src={development.FeatureImage ?? undefined}
                  alt=""
                  variant="rounded"
                  sx={{ bgcolor: 'grey.300', color: 'grey.700' }}
                >
                  <HomeWork />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={development.Name}
                secondary={showOrganisation ? development.OrgName : undefined}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              {development.IsArchived ? (
                <Tooltip title="Archived">
                  <Archive fontSize="small" color="action" titleAccess="Archived" />
                </Tooltip>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
