import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reference, type DeleteReferencesBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

const referencesKey = ['references'] as const;

/** GET /References: the organisation's references, newest first, then the built-in ones. */
export const referencesQuery = queryOptions({
  queryKey: referencesKey,
  queryFn: async ({ signal }) => (await api.get('/References', z.array(reference), signal)).data,
});

export const useReferences = () => useQuery(referencesQuery);

/** POST /References (multipart): a file or a link with its title, and maybe a banner image. */
export function useUploadReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => (await api.upload('/References', reference, form)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referencesKey }),
  });
}

/** DELETE /References: the list reloads afterwards (spec 3 §4). */
export function useDeleteReferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DeleteReferencesBody) => api.delete('/References', z.null(), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referencesKey }),
  });
}
