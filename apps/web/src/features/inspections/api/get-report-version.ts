import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { reportVersion } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { reportKey } from './get-report';

/** GET /reports/{inspectionId}/versions/{version}: the answers, files and signature as saved then. */
export const getReportVersion = async (inspectionId: number, version: number, signal?: AbortSignal) =>
  (await api.get(`/reports/${inspectionId}/versions/${version}`, reportVersion, signal)).data;

export const reportVersionQuery = (inspectionId: number, version: number) =>
  queryOptions({
    queryKey: [...reportKey(inspectionId), 'version', version],
    queryFn: ({ signal }) => getReportVersion(inspectionId, version, signal),
    // A saved version never changes.
    staleTime: Infinity,
  });

export const useReportVersion = (inspectionId: number, version: number | null) =>
  useQuery({ ...reportVersionQuery(inspectionId, version ?? 0), enabled: version !== null });

export const useReportVersions = (inspectionId: number, versions: readonly number[]) =>
  useQueries({ queries: versions.map((v) => reportVersionQuery(inspectionId, v)) });
