import { useMutation } from '@tanstack/react-query';
import { loginAnswer, type LoginBody } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** POST /login: a signed-in session, or the organisations to choose from when the login is in several. */
export const login = (body: LoginBody) => api.post('/login', loginAnswer, body);

export const useLogin = () => useMutation({ mutationFn: login });
