import { useQuery } from '@tanstack/react-query';
import { LoginMethod } from '@circa/contract/enums';
import {
  checkLoginAvailability,
  getSsoProviders,
  ssoGuessDomainInfo,
} from '@circa/contract/identity.routes';
import type { LoginAvailabilityResponse, SsoProviders } from '@circa/contract/identity.schema';
import { callApi } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { isApiError } from '../../../lib/api-error';

const noProviders: SsoProviders = { Google: null, Microsoft: null };

/**
 * The configured single sign-on providers; a provider that is null (or a failed look-up) hides
 * its buttons.
 */
export function useSsoProviders(): SsoProviders {
  const query = useQuery({ ...apiQuery(getSsoProviders, {}), staleTime: Infinity });
  return query.data ?? noProviders;
}

/**
 * The sign-in methods of an email. Errors are logged and mean "no method" (document 1 §8),
 * except 429 answers, which are thrown so the user sees how long to wait.
 */
export async function fetchAvailability(
  username: string,
  isRegistration?: boolean,
): Promise<LoginAvailabilityResponse> {
  try {
    return await callApi(
      checkLoginAvailability,
      isRegistration ? { username, isRegistration } : { username },
    );
  } catch (error) {
    if (isApiError(error, 'too_many_requests', 'validation_failed')) throw error;
    console.error('Login availability check failed; treated as no login method.', error);
    return { Availability: 0, IsRestricted: false };
  }
}

/** The sign-in method a new email's domain uses; failures mean NotAssigned (document 1 §4). */
export function useDomainGuess(username: string | undefined) {
  return useQuery({
    queryKey: ['api', ssoGuessDomainInfo.id, username],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(ssoGuessDomainInfo, { username: username ?? '' }, { signal });
      } catch (error) {
        console.error('SSO domain guess failed; treated as NotAssigned.', error);
        return LoginMethod.NotAssigned;
      }
    },
    enabled: Boolean(username),
    staleTime: Infinity,
  });
}
