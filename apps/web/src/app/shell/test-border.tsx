import Box from '@mui/material/Box';
import { testBorderYellow } from '../../ui/theme';

/** The yellow frame that marks a test environment (document 1 §2.3). */
export function TestBorder() {
  return (
    <Box
      aria-hidden="true"
      data-testid="test-environment-border"
      sx={{
        position: 'fixed',
        inset: 0,
        border: `4px solid ${testBorderYellow}`,
        pointerEvents: 'none',
        zIndex: (t) => t.zIndex.tooltip + 1,
      }}
    />
  );
}
