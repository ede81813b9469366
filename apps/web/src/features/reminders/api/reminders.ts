import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  reminderMailRow,
  reminderSettings,
  reminderSettingsResult,
  type ReminderSettings,
} from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

const remindersKey = ['reminders'] as const;

/** GET /reminders/settings: the organisation's automatic reminders and the time zone of the send time. */
export const reminderSettingsQuery = queryOptions({
  queryKey: [...remindersKey, 'settings'],
  queryFn: ({ signal }) => api.getWhole('/reminders/settings', reminderSettingsResult, signal),
});

/** GET /reminders/mails: the latest reminder mails with their delivery status, newest first. */
export const reminderMailsQuery = queryOptions({
  queryKey: [...remindersKey, 'mails'],
  queryFn: async ({ signal }) => (await api.get('/reminders/mails', z.array(reminderMailRow), signal)).data,
});

export const useReminderSettings = () => useQuery(reminderSettingsQuery);
export const useReminderMails = () => useQuery(reminderMailsQuery);

/** PUT /reminders/settings (L2, L1 acting in the organisation). */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ReminderSettings) =>
      (await api.put('/reminders/settings', reminderSettings, settings)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey }),
  });
}
