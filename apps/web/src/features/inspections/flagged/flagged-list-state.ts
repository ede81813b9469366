import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  FLAGGED_FORM_DEFAULTS,
  FLAGGED_FORM_SORTS,
  FLAGGED_FORM_STATES,
  FREQUENCIES,
  sanitizeSearch,
} from '@envirotrack/shared';
import type { FlaggedFormsParams } from '../api/get-flagged-forms';

/** Where the detail's back button returns: the list as it was last shown (its page and filters). */
export const FLAGGED_LIST_KEY = 'flaggedFormsList';

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option.toLowerCase() === value?.toLowerCase()) ?? fallback;

/**
 * The list's address (spec 3 §2.7): searchFor, formType and pageNum (the spec writes '&&' between them; both
 * are read, '&' is written), plus search, sort and asc when they differ from the defaults.
 */
export function paramsFrom(query: URLSearchParams): FlaggedFormsParams {
  const page = Number(query.get('pageNum'));
  return {
    state: pick(FLAGGED_FORM_STATES, query.get('searchFor'), FLAGGED_FORM_DEFAULTS.searchFor),
    formType: pick(FREQUENCIES, query.get('formType'), FLAGGED_FORM_DEFAULTS.formType),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: pick(FLAGGED_FORM_SORTS, query.get('sort'), FLAGGED_FORM_DEFAULTS.sortIndex),
    ascending: query.get('asc') === 'true',
    search: sanitizeSearch(query.get('search') ?? ''),
  };
}

export function queryOf(params: FlaggedFormsParams): URLSearchParams {
  const query = new URLSearchParams({
    searchFor: params.state,
    formType: params.formType,
    pageNum: String(params.page),
  });
  if (params.search) query.set('search', params.search);
  if (params.sort !== FLAGGED_FORM_DEFAULTS.sortIndex) query.set('sort', params.sort);
  if (params.ascending) query.set('asc', 'true');
  return query;
}

/** The spec's addresses use '&&': an empty name between them is dropped, so both spellings read the same. */
const readable = (search: string) => new URLSearchParams(search.replace(/&&+/g, '&'));

export function useFlaggedListState() {
  const [query, setQuery] = useSearchParams();
  const params = paramsFrom(readable(`?${query.toString()}`));
  // The address always names the list it shows (defaults written out; a value not allowed is replaced).
  const canonical = queryOf(params).toString();
  useEffect(() => {
    if (query.toString() !== canonical) setQuery(canonical, { replace: true });
  }, [query, canonical, setQuery]);
  /** A new state, type or search starts on page 1; a new sort too; a new page keeps everything. */
  const update = (change: Partial<FlaggedFormsParams>) => {
    const next = { ...params, ...change };
    if (!('page' in change)) next.page = 1;
    setQuery(queryOf(next), { replace: true });
  };
  return [params, update] as const;
}
