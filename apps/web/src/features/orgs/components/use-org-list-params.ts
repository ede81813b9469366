import { useSearchParams } from 'react-router';
import { sanitizeSearch } from '@envirotrack/shared';
import type { OrganisationPageParams } from '../api/get-organisation-page';

/** The list's page, search and sort live in the address (`?page=2&search=granite&isAsc=false`). */
export function useOrgListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  const params: OrganisationPageParams = {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: sanitizeSearch(searchParams.get('search') ?? ''),
    isAsc: searchParams.get('isAsc') !== 'false',
  };

  const setParams = (next: Partial<OrganisationPageParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.search) query.set('search', merged.search);
    if (!merged.isAsc) query.set('isAsc', 'false');
    setSearchParams(query, { replace: true });
  };

  return [params, setParams] as const;
}
