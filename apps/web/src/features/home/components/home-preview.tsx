import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { Tooltip } from '../../../ui/lazy-tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isScreenReady } from '../../../config/screens';
import { ComingLater } from '../../../ui/coming-later';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageSpinner } from '../../../ui/page-spinner';
import { ScreenLinkButton } from '../../../ui/screen-link-button';

export interface HomePreviewProps<T> {
  id: string;
  heading: string;
  /** The full list (More). */
  moreTo: string;
  /** Where a new item is added (the add button and 'ADD YOUR FIRST'). */
  addTo: string;
  addLabel: string;
  /** The empty prompt, e.g. 'NO BUILDS YET'. */
  emptyText: string;
  /**
   * The height of a row of its cards on a phone (px): the loading row keeps it, so nothing
   * below moves when they arrive.
   */
  rowHeight: number;
  items: readonly T[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  getKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

function AddButton({ to, label }: { to: string; label: string }) {
  if (!isScreenReady(to)) {
    return (
      <ComingLater>
        <IconButton
          aria-label={label}
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          sx={{ opacity: 0.5 }}
        >
          <Add />
        </IconButton>
      </ComingLater>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton
        component={RouterLink}
        to={to}
        aria-label={label}
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          '&:hover': { bgcolor: 'secondary.dark' },
        }}
      >
        <Add />
      </IconButton>
    </Tooltip>
  );
}

/**
 * A home preview list (document 1 §2.4): a heading with More and an add button, up to 3 items,
 * or the empty prompt with 'ADD YOUR FIRST'.
 */
export function HomePreview<T>(props: HomePreviewProps<T>) {
  const {
    id,
    heading,
    moreTo,
    addTo,
    addLabel,
    emptyText,
    rowHeight,
    items,
    isPending,
    error,
    onRetry,
    getKey,
    renderItem,
  } = props;
  // The cards are drawn in a transition after the answer's own render (React yields between
  // them), so the page's text is painted first and no single task draws them all; until then
  // the loading row keeps their room.
  const shown = useDeferredValue(items);
  const isDrawing = items !== undefined && shown === undefined;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={id} variant="h5" component="h2" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        <ScreenLinkButton to={moreTo} aria-label={`More ${heading}`}>
          More
        </ScreenLinkButton>
        <AddButton to={addTo} label={addLabel} />
      </Box>
      {isPending || isDrawing ? (
        // the height of a row of cards, so the page does not jump when they arrive
        <Box sx={{ minHeight: rowHeight, display: 'grid', placeItems: 'center' }}>
          <PageSpinner label={`Loading ${heading}`} />
        </Box>
      ) : null}
      {error ? (
        <ErrorAlert
          error={error}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        />
      ) : null}
      {shown && shown.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: 3, textAlign: 'center', borderStyle: 'dashed', bgcolor: 'transparent' }}
        >
          <Typography role="status" sx={{ fontWeight: 700, letterSpacing: 1, mb: 1.5 }}>
            {emptyText}
          </Typography>
          <ScreenLinkButton to={addTo} variant="contained" color="secondary" startIcon={<Add />}>
            ADD YOUR FIRST
          </ScreenLinkButton>
        </Paper>
      ) : null}
      {shown && shown.length > 0 ? (
        <Box
          component="ul"
          aria-label={heading}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {shown.map((item) => (
            <Box component="li" key={getKey(item)} sx={{ minWidth: 0 }}>
              {renderItem(item)}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
