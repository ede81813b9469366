import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plantDetails, type PlantBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

/** POST /addplant (L2): answers the new plant; 409 when the Plant ID is taken in the organisation. */
export const addPlant = (body: PlantBody) => api.post('/addplant', plantDetails, body);

export function useAddPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plantsKey }),
  });
}
