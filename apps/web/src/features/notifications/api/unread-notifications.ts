import type { NotificationUnread } from '@portal/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Everything showing notifications refreshes together after a read (bell, its list, the page). */
export const notificationsKey = ['Notifications'] as const;

/** Once a minute is enough for a bell; the window regaining focus asks again too (React Query). */
export const bellRefreshMs = 60_000;

/** `GET /Notifications/Unread`: the bell's own count (the shell loads this, so it stays this small). */
export function useUnreadNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...notificationsKey, 'unread'],
    queryFn: ({ signal }) => apiRequest<NotificationUnread>('Notifications/Unread', { signal }),
    enabled,
    refetchInterval: bellRefreshMs,
    refetchOnWindowFocus: true,
  });
}
