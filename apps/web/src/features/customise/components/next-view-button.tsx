import Button from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BarChart from '@mui/icons-material/BarChart';
import { Link as RouterLink } from 'react-router';
import { ComingLater } from '../../../ui/coming-later';
import type { CustomiseView } from '../hooks/view-order';
import { nextView } from '../hooks/view-order';
import { isScreenReady, screens } from '../../../config/screens';

/** What Next passes to the following view: the view it came from (which opens a later view). */
export interface NextViewState {
  fromView: number;
}

/** Reads the view Next came from out of a location state. */
export function cameFromView(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const fromView = (state as Partial<NextViewState>).fromView;
  return typeof fromView === 'number' ? fromView : null;
}

/**
 * Next goes to the following view; after the last view the button reads 'View Results' and goes
 * to the results (disabled with "Coming later" until that screen exists).
 */
export function NextViewButton({
  structureId,
  views,
  viewIndex,
}: {
  structureId: number;
  views: readonly CustomiseView[];
  viewIndex: number;
}) {
  const next = nextView(views, viewIndex);
  if (next) {
    const state: NextViewState = { fromView: viewIndex };
    return (
      <Button
        variant="contained"
        component={RouterLink}
        to={screens.designTemplates.href(structureId, next.SortOrder)}
        state={state}
        endIcon={<ArrowForward />}
      >
        Next
      </Button>
    );
  }
  const results = screens.designResults.href(structureId);
  if (isScreenReady(results)) {
    return (
      <Button variant="contained" component={RouterLink} to={results} endIcon={<BarChart />}>
        View Results
      </Button>
    );
  }
  return (
    <ComingLater>
      <Button
        variant="contained"
        aria-disabled="true"
        endIcon={<BarChart />}
        sx={{ opacity: 0.5 }}
        onClick={(event) => event.preventDefault()}
      >
        View Results
      </Button>
    </ComingLater>
  );
}
