import { styled } from '@mui/material/styles';

/**
 * 'Targets achieved' as a pill (Yes in the success colour, No in the warning colour, Loading in
 * grey), drawn like MUI's small-text Chip from one static style per colour: the results summary
 * no longer loads Chip (≈ 2.7 kB gzip) for a label that is never clicked.
 */
const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 32,
  padding: '0 12px',
  borderRadius: 16,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  backgroundColor: theme.palette.action.selected,
  color: theme.palette.text.primary,
  '&[data-achieved="Yes"]': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&[data-achieved="No"]': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
}));

/** The answer of 'Targets achieved': Yes, No or Loading. */
export function AchievedBadge({ achieved }: { achieved: 'Yes' | 'No' | 'Loading' }) {
  return <Pill data-achieved={achieved}>{achieved}</Pill>;
}
