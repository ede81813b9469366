import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userListItem, type Status, type UserSortField } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export interface UserListParams {
  ascending: boolean;
  sort: UserSortField;
  page: number;
  /** Already reduced to letters, digits and spaces; left out of the path when empty. */
  search: string;
  status: Status;
}

/** GET /user/{isAsc}/{sortIndex}/{page}/{search}/{status}: one page of 20 users the caller may see. */
const usersPath = (params: UserListParams) => {
  const search = params.search ? `${encodeURIComponent(params.search)}/` : '';
  return `/user/${params.ascending}/${params.sort}/${params.page}/${search}${params.status}`;
};

/** The export of the list with these filters and sort (all pages; issue 17). */
export const usersExportPath = (params: UserListParams) => `${usersPath({ ...params, page: 1 })}/export`;

export async function getUsers(params: UserListParams, signal?: AbortSignal) {
  const answer = await api.get(usersPath(params), z.array(userListItem), signal);
  return { rows: answer.data, totalCount: answer.TotalCount ?? answer.data.length };
}

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
