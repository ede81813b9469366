import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plantDetails, type PlantBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

interface UpdatePlantInput {
  id: number;
  body: PlantBody;
}

/** POST /updateplant/{id} (L1, L2): a new region unassigns the plant's users on the server. */
export const updatePlant = ({ id, body }: UpdatePlantInput) =>
  api.post(`/updateplant/${id}`, plantDetails, body);

export function useUpdatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlant,
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...plantsKey, 'details', data.id], data);
      return queryClient.invalidateQueries({ queryKey: plantsKey });
    },
  });
}
