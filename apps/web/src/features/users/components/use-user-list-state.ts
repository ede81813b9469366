import { useSearchParams } from 'react-router';
import {
  sanitizeSearch,
  STATUS,
  USER_SORT_FIELDS,
  type Status,
  type UserSortField,
} from '@envirotrack/shared';
import type { UserListParams } from '../api/get-users';

const DEFAULTS: UserListParams = {
  ascending: true,
  sort: 'UserId',
  page: 1,
  search: '',
  status: STATUS.active,
};

/** A sort column from the address or a heading; anything else sorts by the default, User ID. */
export const toSortField = (value: string | null): UserSortField =>
  USER_SORT_FIELDS.find((field) => field === value) ?? DEFAULTS.sort;

/** Search, sort, page and status live in the address, so back, reload and shared links keep them. */
export function useUserListState(): [UserListParams, (change: Partial<UserListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const state: UserListParams = {
    ascending: searchParams.get('asc') !== 'false',
    sort: toSortField(searchParams.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: sanitizeSearch(searchParams.get('search') ?? ''),
    status: searchParams.get('status') === String(STATUS.inactive) ? STATUS.inactive : STATUS.active,
  };

  const update = (change: Partial<UserListParams>) => {
    // Any change but the page starts again on page 1.
    const next = { ...state, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.sort !== DEFAULTS.sort) query.set('sort', next.sort);
    if (!next.ascending) query.set('asc', 'false');
    if (next.status !== DEFAULTS.status) query.set('status', String(next.status satisfies Status));
    if (next.page > 1) query.set('page', String(next.page));
    setSearchParams(query, { replace: true });
  };

  return [state, update];
}
