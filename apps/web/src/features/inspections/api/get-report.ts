import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportDetails } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionsKey } from '../../../lib/query-keys';

export const reportKey = (inspectionId: number) => [...inspectionsKey, 'report', inspectionId] as const;

/** GET /reports/{inspectionId}: the submitted inspection as a report, with its history. */
export const getReport = async (inspectionId: number, signal?: AbortSignal) =>
  (await api.get(`/reports/${inspectionId}`, reportDetails, signal)).data;

export const reportQuery = (inspectionId: number) =>
  queryOptions({
    queryKey: reportKey(inspectionId),
    queryFn: ({ signal }) => getReport(inspectionId, signal),
    staleTime: 0,
  });

export const useReport = (inspectionId: number) => useQuery(reportQuery(inspectionId));
