import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Status } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

interface PlantStatusInput {
  id: number;
  status: Status;
}

/** PUT /plantDeActivate/{id}?status=2|1 (L2): deactivates (2) or activates (1); answers a message. */
export const setPlantStatus = ({ id, status }: PlantStatusInput) =>
  api.put(`/plantDeActivate/${id}?status=${status}`, z.null());

export function useSetPlantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlantStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantsKey }),
  });
}
