import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ComingLater } from '../../ui/coming-later';
import { isScreenReady } from '../../config/screens';
import { DrawerIconView } from './drawer-icon';
import type { DrawerContext, DrawerEntry, DrawerMode } from './drawer-entries';
import { drawerEntries, isDrawerShown, selectedEntryKey } from './drawer-entries';

/** Drawer width: 17 percent on wide screens, 200 px on phones (document 1 §2.3). */
export const drawerWidth = { phone: 200, wide: '17%' } as const;

export interface SideDrawerProps {
  mode: DrawerMode;
  context: DrawerContext;
  /** Wide screens keep the drawer open beside the page; phones open it over the page. */
  isWide: boolean;
  isOpen: boolean;
  onClose: () => void;
}

function EntryButton({
  entry,
  isSelected,
  onDone,
}: {
  entry: DrawerEntry;
  isSelected: boolean;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const content = (
    <>
      <ListItemIcon>
        <DrawerIconView icon={entry.icon} />
      </ListItemIcon>
      <ListItemText primary={entry.label} />
    </>
  );
  if (entry.to === undefined) {
    return (
      <ListItemButton
        onClick={() => {
          onDone();
          void navigate(-1);
        }}
      >
        {content}
      </ListItemButton>
    );
  }
  if (entry.isDisabled) return <ListItemButton disabled>{content}</ListItemButton>;
  if (!isScreenReady(entry.to)) {
    return (
      <ComingLater>
        <ListItemButton
          aria-disabled="true"
          sx={{ opacity: 0.5 }}
          onClick={(event) => event.preventDefault()}
        >
          {content}
        </ListItemButton>
      </ComingLater>
    );
  }
  return (
    <ListItemButton
      component={RouterLink}
      to={entry.to}
      selected={isSelected}
      onClick={onDone}
      aria-current={isSelected ? 'page' : undefined}
    >
      {content}
    </ListItemButton>
  );
}

/**
 * The side drawer in its modes None, Organisation, Project, Structure and Message (document 1
 * §2.3). Renders nothing when the mode has no entries or the user may not see it.
 */
export function SideDrawer({ mode, context, isWide, isOpen, onClose }: SideDrawerProps) {
  const { pathname } = useLocation();
  if (!isDrawerShown(mode, context)) return null;
  const entries = drawerEntries(mode, context);
  const selectedKey = selectedEntryKey(entries, pathname);
  const width = isWide ? drawerWidth.wide : drawerWidth.phone;
  return (
    <Drawer
      variant={isWide ? 'permanent' : 'temporary'}
      open={isWide || isOpen}
      onClose={onClose}
      sx={{
        width,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width, boxSizing: 'border-box', top: isWide ? 64 : 0 },
      }}
    >
      <Box component="nav" aria-label={`${mode} menu`}>
        <List>
          {entries.map((entry) => (
            <EntryButton
              key={entry.key}
              entry={entry}
              isSelected={entry.key === selectedKey}
              onDone={isWide ? () => undefined : onClose}
            />
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
