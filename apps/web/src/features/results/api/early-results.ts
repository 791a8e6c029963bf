import { getAvailableIndicators } from '@circa/contract/customise.routes';
import { projectTargetsByStruct, results } from '@circa/contract/results.routes';
import { callEarly } from '../../../lib/early-calls';
import { holdFirstRender } from '../../../lib/first-render';
import { parseId } from '../../../lib/route-params';

/**
 * When the app opens at a results summary (/design-results/{id}, e.g. a bookmark or a reload),
 * its calls start at once, with the sign-in check rather than after it: the summary, the
 * switcher's indicators and, once the summary is in and its lot is paid, each target
 * indicator's results. `results-api.ts` takes these answers (`earlyApiQuery`).
 */
export function startResultsEarly(pathname: string): void {
  const structureId = parseId(/^\/design-results\/([^/]+)\/?$/.exec(pathname)?.[1]);
  if (structureId === null) return;
  const summary = callEarly(projectTargetsByStruct, { structureId });
  if (!summary) return;
  // the page's title and header are drawn from it: the app's first render waits for it
  holdFirstRender(summary);
  callEarly(getAvailableIndicators, { structureId });
  summary
    .then((answer) => {
      if (answer.PaymentRequired) return;
      const indicatorIds = new Set(answer.ProjectTargetList.map((t) => t.IndicatorId));
      for (const indicatorId of indicatorIds)
        callEarly(results, { structureId, indicatorId, summaryOnly: true });
    })
    .catch(() => undefined);
}
