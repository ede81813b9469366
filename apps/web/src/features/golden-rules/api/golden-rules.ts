import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { goldenRule, type GoldenRulesBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

const goldenRulesKey = ['golden-rules'] as const;

/** GET /GoldenRules: the organisation's rules by priority ascending. */
export const goldenRulesQuery = queryOptions({
  queryKey: goldenRulesKey,
  queryFn: async ({ signal }) => (await api.get('/GoldenRules', z.array(goldenRule), signal)).data,
});

export const useGoldenRules = () => useQuery(goldenRulesQuery);

/** POST /GoldenRules: the whole list replaces the saved one; the view shows what the server kept. */
export function useSaveGoldenRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GoldenRulesBody) =>
      (await api.post('/GoldenRules', z.array(goldenRule), body)).data,
    onSuccess: (rules) => queryClient.setQueryData(goldenRulesKey, rules),
  });
}
