import { useMutation } from '@tanstack/react-query';
import { forgotPasswordAnswer, type ForgotPasswordBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** POST /forgetpassword: mails a temporary password per account of the address; the same answer for any address. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  api.post('/forgetpassword', forgotPasswordAnswer, body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
