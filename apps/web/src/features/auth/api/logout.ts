import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /logout: ends this session on the server. */
export const logout = () => api.post('/logout', z.null());

export const useLogout = () => useMutation({ mutationFn: logout });
