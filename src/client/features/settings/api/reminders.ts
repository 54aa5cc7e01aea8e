import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@/contracts/common';
import {
  recentRemindersResponse,
  reminderSettingsResponse,
  type PersonalityType,
  type ReminderSettingsResponse,
  type RecentRemindersResponse,
  type SaveReminderSettingsInput,
} from '@/contracts/reminders';
import { apiJson } from '@/client/lib/api';
import { getQueryFn } from '@/client/lib/query-client';
import { settingsKeys } from './keys';

const SETTINGS_URL = '/api/reminders/settings';

/** GET /api/reminders/settings. */
export function reminderSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.reminders(),
    queryFn: getQueryFn<ReminderSettingsResponse>({
      url: SETTINGS_URL,
      on401: 'throw',
      schema: reminderSettingsResponse,
    }),
  });
}
export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

/** GET /api/reminders/recent: the person's recent reminders with their status. */
export function useRecentReminders() {
  return useQuery({
    queryKey: settingsKeys.recentReminders(),
    queryFn: getQueryFn<RecentRemindersResponse>({
      url: '/api/reminders/recent',
      on401: 'throw',
      schema: recentRemindersResponse,
    }),
  });
}

/** POST /api/reminders/settings. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveReminderSettingsInput) =>
      reminderSettingsResponse.parse(await apiJson('POST', SETTINGS_URL, input)),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.reminders(), saved),
  });
}

/** POST /api/reminders/test: a test SMS to the number in the form. */
export function useSendReminderTest() {
  return useMutation({
    mutationFn: async (input: { phoneNumber: string; personalityType: PersonalityType }) =>
      messageResponse.parse(await apiJson('POST', '/api/reminders/test', input)),
  });
}
