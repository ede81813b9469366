import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Status } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

interface UserStatusInput {
  id: number;
  status: Status;
}

/** PUT /updateuserstatus/{id}/{status}: activate (1) or deactivate (2); deactivating ends their sessions. */
export const updateUserStatus = ({ id, status }: UserStatusInput) =>
  api.put(`/updateuserstatus/${id}/${status}`, z.null());

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users', 'details', id] }),
        queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
      ]),
  });
}
