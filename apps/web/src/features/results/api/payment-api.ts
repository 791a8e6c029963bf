import { useQuery } from '@tanstack/react-query';
import { getLot, getStructureDrawerSetting } from '@circa/contract/design.routes';
import { projectTargetsByStruct, results } from '@circa/contract/results.routes';
import { useInvalidateReads } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

// The payment dialog's reads, apart from the summary's: `design.routes` (and the schemas it
// builds) loads with the dialog, not with the results summary (decision 0017, fourth pass).

/** The design form, for the credit dialog's figures (only while payment is required). */
export function useDesignForPayment(structureId: number, enabled: boolean) {
  return useQuery({ ...apiQuery(getLot, { structureId }), enabled });
}

/** After payment: the summary, every indicator's results and the drawer are asked for again. */
export function useRefreshAfterPayment() {
  const invalidate = useInvalidateReads();
  return () => invalidate([projectTargetsByStruct, results, getLot, getStructureDrawerSetting]);
}
