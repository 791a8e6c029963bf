import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BarChart from '@mui/icons-material/BarChart';
import { isScreenReady } from '../../../config/screens';
import { ComingLater } from '../../../ui/coming-later';
import { InlineSpinner } from '../../../ui/page-spinner';

export interface NavTarget {
  label: string;
  to: string;
  icon?: 'results' | 'next';
}

/**
 * The buttons that leave a design form (Results, Next): each marks its target and the page goes
 * once nothing is pending or invalid. A target whose screen comes later shows disabled.
 */
export function DesignNavButtons({
  targets,
  marked,
  hasErrors,
  onGo,
}: {
  targets: readonly NavTarget[];
  marked: string | null;
  hasErrors: boolean;
  onGo: (to: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {targets.map((target) => {
          const icon = target.icon === 'results' ? <BarChart /> : <ArrowForward />;
          const isMarked = marked === target.to;
          const variant = target.icon === 'results' ? 'outlined' : 'contained';
          if (!isScreenReady(target.to)) {
            return (
              <ComingLater key={target.to}>
                <Button
                  variant={variant}
                  endIcon={icon}
                  aria-disabled="true"
                  onClick={(event) => event.preventDefault()}
                  sx={{ opacity: 0.6, cursor: 'default' }}
                >
                  {target.label}
                </Button>
              </ComingLater>
            );
          }
          return (
            <Button
              key={target.to}
              variant={variant}
              endIcon={
                isMarked && !hasErrors ? <InlineSpinner label="Saving before leaving" /> : icon
              }
              onClick={() => onGo(target.to)}
            >
              {target.label}
            </Button>
          );
        })}
      </Box>
      {marked !== null && hasErrors ? (
        <Typography role="alert" variant="body2" color="error">
          Correct the marked fields to continue.
        </Typography>
      ) : null}
    </Box>
  );
}
