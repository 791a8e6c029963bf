import { useQuery } from '@tanstack/react-query';
import {
  getUserProfile,
  resendVerificationEmail,
  verifyEmail,
} from '@circa/contract/identity.routes';
import { callApi } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/api-mutation';

/**
 * Follows an emailed verification link once. A query rather than a mutation so that the page's
 * effects running twice (React's strict mode) send one request: a link works only once.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['api', verifyEmail.id, token],
    queryFn: () => callApi(verifyEmail, { token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Asks for a new verification email (the server throttles it like PIN emails). */
export function useResendVerificationEmail() {
  return useApiMutation({
    mutationFn: () => callApi(resendVerificationEmail, {}),
    invalidates: [],
  });
}

/** Reads the signed-in user again (to learn whether the address was confirmed meanwhile). */
export function fetchCurrentUser() {
  return callApi(getUserProfile, {});
}
