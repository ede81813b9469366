import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetails, type UpdateUserBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

interface UpdateUserInput {
  id: number;
  body: UpdateUserBody;
}

/** PUT /userdetails/{id}: the same fields as create, without the password. */
export const updateUser = ({ id, body }: UpdateUserInput) => api.put(`/userdetails/${id}`, userDetails, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(['users', 'details', data.UniqueId], data);
      return queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
