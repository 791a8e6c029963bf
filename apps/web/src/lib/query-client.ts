import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retries only failures that may pass on a second try (network, 5xx), at most twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.code === 'network' || (error.status >= 500 && error.code !== 'invalid_response');
}

/** One query client per app (tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
