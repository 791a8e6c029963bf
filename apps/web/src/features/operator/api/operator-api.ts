import { useQuery } from '@tanstack/react-query';
import * as routes from '@circa/contract/operator.routes';
import type { z } from 'zod';
import type {
  operatorCreateOrganisationSchema,
  operatorGrantCreditsSchema,
  operatorMakeAdminSchema,
} from '@circa/contract/operator.schema';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** Every organisation of the installation (operators; others get 403). */
export function useOperatorOrganisations() {
  return useQuery(apiQuery(routes.operatorOrganisations, {}));
}

/** Creates a customer's organisation; the list loads again. */
export function useOperatorCreateOrganisation() {
  return useApiMutation({
    mutationFn: (input: z.input<typeof operatorCreateOrganisationSchema>) =>
      callApi(routes.operatorCreateOrganisation, input),
    invalidates: [routes.operatorOrganisations],
  });
}

/** Grants credits with a reason; the list loads again. */
export function useOperatorGrantCredits() {
  return useApiMutation({
    mutationFn: (input: z.input<typeof operatorGrantCreditsSchema>) =>
      callApi(routes.operatorGrantCredits, input),
    invalidates: [routes.operatorOrganisations],
  });
}

/** Makes an account an admin of an organisation; the list loads again. */
export function useOperatorMakeAdmin() {
  return useApiMutation({
    mutationFn: (input: z.input<typeof operatorMakeAdminSchema>) =>
      callApi(routes.operatorMakeAdmin, input),
    invalidates: [routes.operatorOrganisations],
  });
}
