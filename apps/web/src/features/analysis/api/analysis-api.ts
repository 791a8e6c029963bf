import { useQuery } from '@tanstack/react-query';
import { pivotTable } from '@circa/contract/analysis.routes';
import { apiQuery } from '../../../lib/api-query';

/**
 * The pivot rows of a lot's design (GET /pivotTable): one indicator, or every impact with
 * `indicatorId` 0 (fetched only once `enabled`, after 'Load All Impacts').
 */
export function usePivotTable(structureId: number, indicatorId: number, enabled = true) {
  return useQuery({
    ...apiQuery(pivotTable, { structureId, indicatorId }),
    enabled,
    // asked again on each visit: the lot may have been unsubmitted or edited on another screen
    // since (the server keeps the answer per design version, so asking again is cheap)
    staleTime: 0,
  });
}
