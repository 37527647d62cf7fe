import type { NotificationPreferences } from '@dossier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const notificationKeys = { preferences: ['account', 'notifications'] as const };

/** GET /api/v1/users/me/notifications: when the user hears of unread messages by mail. */
export const getNotificationPreferences = () =>
  api.get('/api/v1/users/me/notifications', { answer: 'NotificationPreferencesResponse' });

export const useNotificationPreferences = () =>
  useQuery({ queryKey: notificationKeys.preferences, queryFn: getNotificationPreferences });

/** PUT /api/v1/users/me/notifications: the mode and the time zone of the daily digest. */
export const updateNotificationPreferences = (preferences: NotificationPreferences) =>
  api.put('/api/v1/users/me/notifications', preferences, { answer: 'NotificationPreferencesResponse' });

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
