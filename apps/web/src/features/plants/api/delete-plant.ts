import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

/** DELETE /plant/{id} (L1): the plant leaves every list; its records stay for reports. */
export const deletePlant = (id: number) => api.delete(`/plant/${id}`, z.null());

export function useDeletePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlant,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: [...plantsKey, 'details', id] });
      return queryClient.invalidateQueries({ queryKey: plantsKey });
    },
  });
}
