import { useMutation } from '@tanstack/react-query';
import { forgotPasswordAnswer, type ForgotPasswordBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** POST /forgetpassword: mails a temporary password, or answers the organisations to choose from. */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  api.post('/forgetpassword', forgotPasswordAnswer, body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
