import { useSearchParams } from 'react-router';
import {
  formatMdyDate,
  parseDate,
  PLANT_SORT_FIELDS,
  sanitizeSearch,
  STATUS,
  type PlantSortField,
  type Status,
} from '@envirotrack/shared';
import type { InspectionPlantsParams } from '../api/get-inspection-plants';

export interface InspectionListState extends InspectionPlantsParams {
  /** The plant whose forms are open: its plants.id and its Plant ID (for the title while it loads). */
  plantId: number | null;
  plant: string;
  /** ISO; 'MM-DD-YYYY' in the address. */
  date: string | null;
}

export interface InspectionListActions {
  /** Search or status: back to page 1. */
  filter: (change: Partial<Pick<InspectionListState, 'search' | 'status'>>) => void;
  /** A clicked heading: back to page 1, filters kept. */
  sortBy: (sort: PlantSortField, ascending: boolean) => void;
  setPage: (page: number) => void;
  openPlant: (plant: { id: number; plantId: string }) => void;
  setDate: (isoDate: string) => void;
  closePlant: () => void;
}

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

const DEFAULT_SORT: PlantSortField = 'plantId';
const toSort = (value: string | null): PlantSortField =>
  PLANT_SORT_FIELDS.find((field) => field === value) ?? DEFAULT_SORT;

/**
 * The spec's query parameters (spec 2 §2.1): pagenum, search and status for the list, with the sort (sort, asc)
 * as the plants list keeps it; plantId, plant and date for the open plant, so the fill-in can send the user back
 * to the same plant and period.
 */
export function useInspectionListState(): [InspectionListState, InspectionListActions] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state: InspectionListState = {
    page: positiveInt(searchParams.get('pagenum')) ?? 1,
    search: sanitizeSearch(searchParams.get('search') ?? ''),
    status: searchParams.get('status') === String(STATUS.inactive) ? STATUS.inactive : STATUS.active,
    sort: toSort(searchParams.get('sort')),
    ascending: searchParams.get('asc') !== 'false',
    plantId: positiveInt(searchParams.get('plantId')),
    plant: searchParams.get('plant') ?? '',
    date: parseDate(searchParams.get('date') ?? '') ?? null,
  };

  const write = (next: InspectionListState) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.status !== STATUS.active) query.set('status', String(next.status satisfies Status));
    if (next.sort !== DEFAULT_SORT) query.set('sort', next.sort);
    if (!next.ascending) query.set('asc', 'false');
    if (next.page > 1) query.set('pagenum', String(next.page));
    if (next.plantId !== null) {
      query.set('plantId', String(next.plantId));
      if (next.plant) query.set('plant', next.plant);
      if (next.date) query.set('date', formatMdyDate(next.date));
    }
    setSearchParams(query, { replace: true });
  };

  const actions: InspectionListActions = {
    filter: (change) => write({ ...state, ...change, page: 1 }),
    sortBy: (sort, ascending) => write({ ...state, sort, ascending, page: 1 }),
    setPage: (page) => write({ ...state, page }),
    openPlant: (plant) => write({ ...state, plantId: plant.id, plant: plant.plantId, date: null }),
    setDate: (date) => write({ ...state, date }),
    closePlant: () => write({ ...state, plantId: null, plant: '', date: null }),
  };
  return [state, actions];
}
