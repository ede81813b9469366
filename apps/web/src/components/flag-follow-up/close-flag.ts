import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flagFollowUp, formatMdyDate, type CloseFlagBody } from '@envirotrack/shared';
import { api } from '../../lib/api-client';

/** Every query that shows flags (a report, the report and flag lists, the dashboard) starts with one of these keys. */
export const FLAG_QUERY_ROOTS = ['inspections', 'reports', 'flags', 'dashboard'] as const;

/** POST /markflagged: closes one flagged answer with the follow-up comment and date (ISO here, MM-DD-YYYY sent). */
export const closeFlag = (body: CloseFlagBody) =>
  api.post('/markflagged', flagFollowUp, { ...body, date: formatMdyDate(body.date) });

export function useCloseFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeFlag,
    // The list or report the flag was closed from shows it closed (spec 3 §4 'the parent list refreshes').
    onSuccess: async () => {
      await Promise.all(FLAG_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
    },
  });
}
