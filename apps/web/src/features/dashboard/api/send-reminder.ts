import { useMutation, useQueryClient } from '@tanstack/react-query';
import { remindEmailResult, type RemindEmailBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** POST /api/remindemail (spec 3 §7): the plant's people are mailed; the plant pop-ups then show it. */
export function useSendReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindEmailBody) => api.postWhole('/remindemail', remindEmailResult, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dashboard', 'plant'] }),
  });
}
