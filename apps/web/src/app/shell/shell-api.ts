import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { isRapidOrgAdminInAnyOrg, unreadMessages } from '@circa/contract/shell.routes';
import { apiQuery } from '../../lib/api-query';

const orgAdminQuery = { ...apiQuery(isRapidOrgAdminInAnyOrg, {}), staleTime: 5 * 60_000 };
const unreadQuery = { ...apiQuery(unreadMessages, {}), staleTime: 60_000 };

/** Whether the user administers any organisation (the Organisation tab). */
export function useIsOrgAdminInAnyOrg(enabled: boolean) {
  return useQuery({ ...orgAdminQuery, enabled });
}

/** Unread in-app messages (the Messages badge), refreshed every minute. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({ ...unreadQuery, enabled, refetchInterval: 60_000 });
}

/**
 * Asks the shell's two calls before the app's first render (main.tsx, signed in only), so the
 * bottom navigation is drawn once with its Organisation tab and badge rather than gaining them
 * as the answers arrive (the other tabs moved: Lighthouse mobile layout shift 0.003).
 */
export function prefetchShellCalls(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(orgAdminQuery),
    queryClient.prefetchQuery(unreadQuery),
  ]);
}
