import { createOrganisation } from '@circa/contract/create-organisation.routes';
import type { CreateOrganisation } from '@circa/contract/create-organisation.schema';
import { getOrgAvailableCredit, rapidOrganisation } from '@circa/contract/organisations.routes';
import { getUserDevelopments, newDevelopment } from '@circa/contract/developments.routes';
import { isRapidOrgAdminInAnyOrg } from '@circa/contract/shell.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/**
 * Creates an organisation with the caller as its admin. The caller's organisations, the shell's
 * Organisation tab, Home's next step and the new development form change with it.
 */
export function useCreateOrganisation() {
  return useApiMutation({
    mutationFn: (input: CreateOrganisation) => callApi(createOrganisation, input),
    invalidates: [
      rapidOrganisation,
      isRapidOrgAdminInAnyOrg,
      getUserDevelopments,
      newDevelopment,
      getOrgAvailableCredit,
    ],
  });
}
