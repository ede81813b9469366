import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** PUT /updateuserpassword/{id}: sets a new temporary password and e-mails it to the user. */
export const sendUserPassword = (id: number) => api.put(`/updateuserpassword/${id}`, z.null());

export const useSendUserPassword = () => useMutation({ mutationFn: sendUserPassword });
