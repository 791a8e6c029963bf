import { useEffect, useRef } from 'react';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation, useNavigate } from 'react-router';
import { supportSiteUrl } from '../../config/deployment';

export interface TopBarProps {
  title: string;
  /** Shows a menu button that opens the side drawer (phones). */
  onOpenDrawer?: (() => void) | undefined;
}

/** True when the browser history has an entry of this app to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Top bar: the page heading, a help link to the support site, and a back arrow on every page
 * except / (document 1 §2.3). The heading takes focus after each navigation so screen reader
 * and keyboard users start at the new page.
 */
export function TopBar({ title, onOpenDrawer }: TopBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    document.title = title ? `${title} - Circa` : 'Circa';
  }, [title]);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [pathname]);

  return (
    <AppBar position="sticky" color="primary" component="header">
      <Toolbar sx={{ gap: 1 }}>
        {onOpenDrawer ? (
          <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        ) : null}
        {pathname !== '/' ? (
          <IconButton
            color="inherit"
            edge={onOpenDrawer ? false : 'start'}
            aria-label="Back"
            onClick={() => void (canGoBack() ? navigate(-1) : navigate('/'))}
          >
            <ArrowBack />
          </IconButton>
        ) : null}
        <Typography
          ref={heading}
          component="h1"
          variant="h6"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            outline: 'none',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {title}
        </Typography>
        {/* the browser's own tooltip: MUI's Tooltip would add Popper.js (≈ 11 kB) to the first load */}
        <IconButton
          color="inherit"
          edge="end"
          component="a"
          href={supportSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          title="Help"
          aria-label="Help (opens the support site in a new tab)"
        >
          <HelpOutline />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
