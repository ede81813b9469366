import { useMutation } from '@tanstack/react-query';
import { elmsLink } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** GET /elms-token: the training portal's address signed for this user (2 minutes); 403/404 without sign-on. */
export const getElmsLink = async () => (await api.get('/elms-token', elmsLink)).data;

/** A mutation, not a query: each click needs a fresh short-lived token, never a cached one. */
export const useElmsLink = () => useMutation({ mutationFn: getElmsLink });
