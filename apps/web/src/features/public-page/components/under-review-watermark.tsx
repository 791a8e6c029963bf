import Box from '@mui/material/Box';
import { designUnderReviewText } from '@circa/contract/public-page.schema';

/**
 * The watermark of a design not submitted yet (document 2 §2): across the page, under the
 * pointer (it takes no clicks) and out of the layout (it moves nothing); read once by screen
 * readers.
 */
export function UnderReviewWatermark() {
  return (
    <Box
      role="note"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
        zIndex: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="span"
        sx={{
          transform: 'rotate(-30deg)',
          fontSize: { xs: '2.5rem', sm: '4.5rem' },
          fontWeight: 800,
          color: 'text.primary',
          opacity: 0.12,
          whiteSpace: 'nowrap',
        }}
      >
        {designUnderReviewText}
      </Box>
    </Box>
  );
}
