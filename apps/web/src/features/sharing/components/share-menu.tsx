import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isScreenReady } from '../../../config/screens';
import { ComingLater } from '../../../ui/coming-later';

/** One entry of a share menu: an icon, a label, an optional line under it, and its screen. */
export interface ShareMenuEntry {
  icon: ReactNode;
  label: string;
  detail?: string;
  to: string;
}

/**
 * A share menu (document 3 §2 "Sharing and reports"): a list of links, keyboard reachable; an
 * entry whose screen comes with a later release stays focusable, marked "Coming later".
 */
export function ShareMenu({
  label,
  entries,
}: {
  label: string;
  entries: readonly ShareMenuEntry[];
}) {
  return (
    <List aria-label={label} sx={{ maxWidth: 560 }}>
      {entries.map((entry) => {
        const content = (
          <>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText primary={entry.label} secondary={entry.detail} />
          </>
        );
        if (isScreenReady(entry.to)) {
          return (
            <ListItemButton key={entry.label} component={RouterLink} to={entry.to} divider>
              {content}
            </ListItemButton>
          );
        }
        return (
          <ComingLater key={entry.label}>
            <ListItemButton aria-disabled="true" divider sx={{ opacity: 0.6, cursor: 'default' }}>
              {content}
            </ListItemButton>
          </ComingLater>
        );
      })}
    </List>
  );
}
