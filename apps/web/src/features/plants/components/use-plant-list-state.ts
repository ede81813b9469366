import { useSearchParams } from 'react-router';
import { PLANT_SORT_FIELDS, sanitizeSearch, STATUS, type Status } from '@envirotrack/shared';
import type { PlantListParams, PlantSortField } from '../api/get-plants';

export const PLANT_LIST_DEFAULTS: PlantListParams = {
  region: 'All',
  ascending: true,
  sort: 'plantId',
  page: 1,
  search: '',
  status: STATUS.active,
};

/** A sort column from the address or a heading; anything else sorts by the default, Plant ID. */
export const toSortField = (value: string | null): PlantSortField =>
  PLANT_SORT_FIELDS.find((field) => field === value) ?? PLANT_LIST_DEFAULTS.sort;

const toRegion = (value: string | null): PlantListParams['region'] => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 'All';
};

/**
 * The spec's query parameters (region, search, status, pagenum) and the sort live in the address, so back,
 * reload and shared links keep them.
 */
export function usePlantListState(): [PlantListParams, (change: Partial<PlantListParams>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('pagenum'));
  const state: PlantListParams = {
    region: toRegion(searchParams.get('region')),
    ascending: searchParams.get('asc') !== 'false',
    sort: toSortField(searchParams.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: sanitizeSearch(searchParams.get('search') ?? ''),
    status: searchParams.get('status') === String(STATUS.inactive) ? STATUS.inactive : STATUS.active,
  };

  const update = (change: Partial<PlantListParams>) => {
    // Any change but the page starts again on page 1.
    const next = { ...state, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.region !== PLANT_LIST_DEFAULTS.region) query.set('region', String(next.region));
    if (next.search) query.set('search', next.search);
    if (next.status !== PLANT_LIST_DEFAULTS.status) query.set('status', String(next.status satisfies Status));
    if (next.sort !== PLANT_LIST_DEFAULTS.sort) query.set('sort', next.sort);
    if (!next.ascending) query.set('asc', 'false');
    if (next.page > 1) query.set('pagenum', String(next.page));
    setSearchParams(query, { replace: true });
  };

  return [state, update];
}
