import { useQuery } from '@tanstack/react-query';
import { getPaymentConfig, getPaymentIntent, verifyPayment } from '@circa/contract/payment.routes';
import type { RouteRequestInput } from '@circa/contract/route';
import { callApi } from '../../../lib/api-client';
import { everyRead, useApiMutation } from '../../../lib/api-mutation';
import { apiQuery } from '../../../lib/api-query';

/** The publishable key (null: card payment not configured) and where Stripe.js loads from. */
export function usePaymentConfig() {
  return useQuery({ ...apiQuery(getPaymentConfig, {}), staleTime: Infinity });
}

/**
 * A payment intent for the lot: created once per visit of the screen (never refetched in the
 * background, which would create another intent).
 */
export function usePaymentIntent(structureId: number, enabled: boolean) {
  return useQuery({
    ...apiQuery(getPaymentIntent, { id: structureId }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Asks the server to verify the payment with Stripe. Every read goes stale (marked, not
 * refetched): the lot is now paid, which changes its design, results, drawer and lists.
 */
export function useVerifyPayment() {
  return useApiMutation({
    mutationFn: (input: RouteRequestInput<typeof verifyPayment>) => callApi(verifyPayment, input),
    invalidates: everyRead,
    refetch: 'none',
  });
}
