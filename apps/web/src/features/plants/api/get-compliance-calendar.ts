import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { complianceCalendarData } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { plantsKey } from '../../../lib/query-keys';

/** GET /plants/{plantUId}/compliance-calendar?year=: the plant's year, months x forms (decisions.md). */
export const getComplianceCalendar = async (
  plantUId: number,
  year: number | undefined,
  signal?: AbortSignal,
) =>
  (
    await api.get(
      `/plants/${plantUId}/compliance-calendar${year === undefined ? '' : `?year=${year}`}`,
      complianceCalendarData,
      signal,
    )
  ).data;

export const useComplianceCalendar = (plantUId: number, year: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: [...plantsKey, 'compliance-calendar', plantUId, year ?? 'current'],
      queryFn: ({ signal }) => getComplianceCalendar(plantUId, year, signal),
      placeholderData: keepPreviousData,
    }),
  );
