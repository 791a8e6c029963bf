import { useQuery } from '@tanstack/react-query';
import { isRapidOrgAdminInAnyOrg, unreadMessages } from '@circa/contract/shell.routes';
import { apiQuery } from '../../lib/api-query';

/** Whether the user administers any organisation (the Organisation tab). */
export function useIsOrgAdminInAnyOrg(enabled: boolean) {
  return useQuery({ ...apiQuery(isRapidOrgAdminInAnyOrg, {}), enabled, staleTime: 5 * 60_000 });
}

/** Unread in-app messages (the Messages badge), refreshed every minute. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({ ...apiQuery(unreadMessages, {}), enabled, refetchInterval: 60_000 });
}
