import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ResetPasswordBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** PUT /resetpassword: sets a new password with the mailed temporary one. */
export const resetPassword = (body: ResetPasswordBody) => api.put('/resetpassword', z.null(), body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
