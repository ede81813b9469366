import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** DELETE /userdetails/{id}: the user can no longer sign in; their name stays on their records. */
export const deleteUser = (id: number) => api.delete(`/userdetails/${id}`, z.null());

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['users', 'details', id] });
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
