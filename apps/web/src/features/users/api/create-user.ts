import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetails, type CreateUserBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** POST /user: creates a user; answers the new user and the success message. */
export const createUser = (body: CreateUserBody) => api.post('/user', userDetails, body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}
