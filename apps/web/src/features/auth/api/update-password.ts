import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { UpdatePasswordBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

interface UpdatePasswordInput extends UpdatePasswordBody {
  uniqueId: number;
}

/** PUT /updatepassword/{UniqueId}: the signed-in user's own password; other sessions end. */
export const updatePassword = ({ uniqueId, ...body }: UpdatePasswordInput) =>
  api.put(`/updatepassword/${uniqueId}`, z.null(), body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
