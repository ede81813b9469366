import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  complianceLineChart,
  compliancePlantDetails,
  complianceSummary,
  dashboardFlaggedForms,
  dashboardForms,
  regionList,
  type ComplianceSlug,
  type ReportInspectionType,
} from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

/** The filters every dashboard call takes (spec 3 §2.8 parameter names). */
export interface DashboardFilters {
  regionFilter: number | 'All';
  inspType: ReportInspectionType;
  /** FormIds of the Inspection filter; empty = All. */
  inspectionForm: readonly string[];
}

const queryOf = (date: string, filters: DashboardFilters, withForms: boolean) => {
  const query = new URLSearchParams({
    date,
    regionFilter: String(filters.regionFilter),
    inspType: filters.inspType,
  });
  if (withForms && filters.inspectionForm.length)
    query.set('inspectionForm', filters.inspectionForm.join(','));
  return query;
};

/** GET /api/dashboard/{frequency}/summary: one bar chart (its period holds `date`). */
export const summaryQuery = (slug: ComplianceSlug, date: string, filters: DashboardFilters, enabled = true) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', slug, date, filters.regionFilter, filters.inspType],
    queryFn: ({ signal }) =>
      api.getWhole(`/dashboard/${slug}/summary?${queryOf(date, filters, false)}`, complianceSummary, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/dashboard/{frequency}/summary/export: the bar chart's counts as a file (issue 17). */
export const summaryExportPath = (slug: ComplianceSlug, date: string, filters: DashboardFilters) =>
  `/dashboard/${slug}/summary/export?${queryOf(date, filters, false)}`;

/** GET /api/dashboard/{frequency}/line-chart: the active tab's line chart. */
export const useLineChart = (slug: ComplianceSlug, date: string, filters: DashboardFilters) =>
  useQuery({
    queryKey: ['dashboard', 'line', slug, date, filters],
    queryFn: ({ signal }) =>
      api.getWhole(
        `/dashboard/${slug}/line-chart?${queryOf(date, filters, true)}`,
        complianceLineChart,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** The line charts of every frequency, for the print layout (spec 3 §2.8: all five in print). */
export const lineChartQuery = (slug: ComplianceSlug, date: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: ['dashboard', 'line', slug, date, { ...filters, inspectionForm: [] }],
    queryFn: ({ signal }) =>
      api.getWhole(
        `/dashboard/${slug}/line-chart?${queryOf(date, filters, false)}`,
        complianceLineChart,
        signal,
      ),
  });

/** GET /api/dashboard/{frequency}/forms: the Inspection filter's options. */
export const useDashboardForms = (slug: ComplianceSlug, inspType: ReportInspectionType) =>
  useQuery({
    queryKey: ['dashboard', 'forms', slug, inspType],
    queryFn: ({ signal }) =>
      api.getWhole(`/dashboard/${slug}/forms?inspType=${inspType}`, dashboardForms, signal),
  });

/** GET /api/dashboard/{frequency}/plants/{plantUId}: a plant's due forms, done or not. */
export const usePlantDetails = (
  slug: ComplianceSlug,
  plantUId: number | null,
  date: string,
  filters: DashboardFilters,
  status: 'complete' | 'incomplete',
) =>
  useQuery({
    queryKey: ['dashboard', 'plant', slug, plantUId, date, filters.inspType, status],
    queryFn: ({ signal }) =>
      api.getWhole(
        `/dashboard/${slug}/plants/${plantUId}?${new URLSearchParams({ date, inspType: filters.inspType, status })}`,
        compliancePlantDetails,
        signal,
      ),
    enabled: plantUId !== null,
  });

/** GET /api/dashboard/{frequency}/flagged: the 'Flagged Forms' pop-up. */
export const useFlaggedForms = (
  slug: ComplianceSlug,
  date: string,
  filters: DashboardFilters,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['dashboard', 'flagged', slug, date, filters.regionFilter, filters.inspType],
    queryFn: ({ signal }) =>
      api.getWhole(
        `/dashboard/${slug}/flagged?${queryOf(date, filters, false)}`,
        dashboardFlaggedForms,
        signal,
      ),
    enabled,
  });

/** GET /org/{orgId}/regions: the region filter of L1 and L2. */
export const useDashboardRegions = (orgId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['organisations', orgId, 'regions'],
    queryFn: async ({ signal }) => (await api.get(`/org/${orgId}/regions`, regionList, signal)).data,
    enabled: enabled && orgId !== null,
  });
