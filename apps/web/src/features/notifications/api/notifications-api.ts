import type {
  NotificationList,
  NotificationPreferences,
  NotificationPreferencesInput,
  NotificationReadInput,
  NotificationReadResult,
} from '@portal/contracts/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bellRefreshMs, notificationsKey } from './unread-notifications';

export interface NotificationListQuery {
  page: number;
  pageSize: number;
  unreadOnly: boolean;
}

/** The query string of `GET /Notifications` (newest first is the server's default order). */
export function notificationListParams(query: NotificationListQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.unreadOnly) params.condition = JSON.stringify({ unread: true });
  return params;
}

/** `GET /Notifications`: mine, newest first. The bell's list refreshes as its count does. */
export function useNotificationList(query: NotificationListQuery, options: { refresh?: boolean } = {}) {
  const params = notificationListParams(query);
  return useQuery({
    queryKey: [...notificationsKey, 'list', params],
    queryFn: ({ signal }) => apiRequest<NotificationList>('Notifications', { query: params, signal }),
    placeholderData: keepPreviousData,
    ...(options.refresh ? { refetchInterval: bellRefreshMs } : {}),
  });
}

/** `POST /Notifications/Read`: some by id, or all; the bell, its list and the page refresh. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationReadInput) =>
      apiRequest<NotificationReadResult>('Notifications/Read', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

const preferencesKey = [...notificationsKey, 'preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>('Notifications/Preferences', { signal }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      apiRequest<NotificationPreferences>('Notifications/Preferences', { method: 'POST', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
  });
}
