import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formCountsData, type ChartSlug, type ReportInspectionType } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

export interface FormCountsParams {
  year: number;
  /** Quarterly only. */
  quarter?: number;
  region: number | 'All';
  inspectionType: ReportInspectionType;
}

/** GET /dashboard/{quarterly|yearly}/form-counts: the list chart's Complete / InComplete counts. */
export async function getFormCounts(slug: ChartSlug, params: FormCountsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    year: String(params.year),
    region: String(params.region),
    inspectionType: params.inspectionType,
  });
  if (params.quarter !== undefined) query.set('quarter', String(params.quarter));
  return (await api.get(`/dashboard/${slug}/form-counts?${query.toString()}`, formCountsData, signal)).data;
}

export const useFormCounts = (slug: ChartSlug, params: FormCountsParams, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['report-list-chart', slug, params],
      queryFn: ({ signal }) => getFormCounts(slug, params, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
