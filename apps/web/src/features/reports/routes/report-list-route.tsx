import { lazy, Suspense, useEffect } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useOutletContext } from 'react-router';
import {
  ALL_ORGANISATIONS,
  APP_TIME_ZONE,
  complianceMessages,
  formatDisplayDate,
  paths,
  REPORTS_META_KEY,
  REPORT_SORT_FIELDS,
  reportListMessages,
  reportSlugOf,
  reportsMetaOf,
  today,
  type AccountInfo,
  type RegionRef,
  type ReportListItem,
  type ReportSlug,
} from '@envirotrack/shared';
import { ExportMenu } from '../../../components/export-menu';
import { ListFrame, rowNumberColumn, type ListColumn } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { selectedL1Organisation, useSession, type Session } from '../../../lib/session';
import { reportExportPath, useReportList } from '../api/get-report-list';
import { useRegions } from '../api/get-regions';
import { ReportListToolbar } from '../components/report-list-toolbar';
import { useReportListState, type ReportListState } from '../components/use-report-list-state';

/** The quarterly and yearly lists' chart, with @mantine/charts in its own chunk. */
const ReportListChart = lazy(() => import('../components/report-list-chart'));

/** A moment as the calendar date it had in the app's time zone, shown MM/dd/yyyy. */
const shownDate = (iso: string) => formatDisplayDate(today(APP_TIME_ZONE, new Date(iso)));

const detailPath = (row: ReportListItem) =>
  paths.reportDetail(row.frequency.toLowerCase(), row.inspectionId, row.FormId);

/** The detail page reads what it shows first from here (spec 3 §2.1). */
const keepMetaData = (row: ReportListItem) =>
  localStorage.setItem(REPORTS_META_KEY, JSON.stringify(reportsMetaOf(row)));

function columnsOf(slug: ReportSlug): ListColumn<ReportListItem>[] {
  return [
    rowNumberColumn(),
    {
      key: 'plantId',
      label: 'PlantId',
      sortable: true,
      render: (row) => (
        <Stack gap={0}>
          <RowLink to={detailPath(row)} onOpen={() => keepMetaData(row)}>
            {row.plantId}
          </RowLink>
          <Text size="xs" c="dimmed">
            {row.plantName}
          </Text>
        </Stack>
      ),
    },
    { key: 'plantRegionName', label: 'Region', sortable: true, render: (row) => row.plantRegionName },
    { key: 'facilityType', label: 'Facility', sortable: true, render: (row) => row.facilityType },
    { key: 'permitType', label: 'Permit', sortable: true, render: (row) => row.permitType },
    {
      key: 'inspectionName',
      label: slug === 'daily' ? 'Inspection' : 'Form',
      sortable: true,
      render: (row) => (row.pointSource ? `${row.inspectionName} (${row.pointSource})` : row.inspectionName),
    },
    {
      key: 'submittedDate',
      label: 'Submitted',
      sortable: true,
      render: (row) => shownDate(row.submittedDate),
    },
    {
      key: 'lastUpdatedDate',
      label: 'Last Updated',
      sortable: true,
      render: (row) => shownDate(row.lastUpdatedDate),
    },
  ];
}

/** `/reports/{daily|weekly|monthly|quarterly|yearly}` (any case): a report list (spec 3 §2.1). */
export function ReportListRoute() {
  const session = useSession();
  const slug = reportSlugOf(useLocation().pathname.split('/')[2]);
  if (!session || !slug) return null;
  return <ReportList key={slug} slug={slug} session={session} />;
}

function useRegionChoices(session: Session): RegionRef[] {
  const own = session.Access_Level >= 3;
  const query = useRegions(session.orgId, !own);
  const regions = own ? session.Regions : (query.data ?? []);
  return [...regions].sort((a, b) => a.regionName.localeCompare(b.regionName));
}

function ReportList({ slug, session }: { slug: ReportSlug; session: Session }) {
  const navigate = useNavigate();
  const todayIso = today();
  const [state, update, write] = useReportListState(slug, todayIso);
  const regions = useRegionChoices(session);
  // GET /me, loaded by the app layout for the whole shell.
  const account = useOutletContext<UseQueryResult<AccountInfo> | undefined>();
  const reports = useReportList(state.period, state.params);

  // The address holds the list's filters after each load (spec 3 §2.1), the defaults written out too.
  const loaded = reports.isSuccess && !reports.isPlaceholderData;
  useEffect(() => {
    if (loaded) write(state);
  });

  return (
    <PageFrame
      title={reportListMessages.titles[slug]}
      actions={
        <>
          <ExportMenu path={reportExportPath(state.period, state.params)} fallbackName={`${slug}-reports`} />
          <Button
            component={Link}
            to={paths.bulkPrint}
            variant="light"
            leftSection={<IconPrinter size={16} />}
          >
            {reportListMessages.bulkExport}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <ReportListToolbar
          period={state.period}
          params={state.params}
          todayIso={todayIso}
          onChange={update}
          regions={regions}
          withHousekeeping={!account?.data?.orgSettings.hideHousekeeping}
        />
        <ListChart state={state} session={session} />
        <ListFrame
          columns={columnsOf(slug)}
          rows={reports.data?.rows}
          rowKey={(row) => row.inspectionId}
          totalCount={reports.data?.totalCount ?? 0}
          page={state.params.page}
          onPageChange={(page) => update({ page })}
          sort={{ key: state.params.sort, ascending: state.params.ascending }}
          onSortChange={(sort) => {
            const field = REPORT_SORT_FIELDS.find((key) => key === sort.key);
            if (field) update({ sort: { sort: field, ascending: sort.ascending } });
          }}
          emptyMessage={reportListMessages.empty[slug]}
          isLoading={reports.isFetching}
          isError={reports.isError}
          onRetry={() => void reports.refetch()}
          onRowClick={(row) => {
            keepMetaData(row);
            void navigate(detailPath(row));
          }}
          minWidth={720}
        />
      </Stack>
    </PageFrame>
  );
}

/** Quarterly and yearly lists show the chart of their period (spec 3 §2.1); it is counted per organisation. */
function ListChart({ state, session }: { state: ReportListState; session: Session }) {
  const { period, params } = state;
  if (period.slug !== 'quarterly' && period.slug !== 'yearly') return null;
  if (session.Access_Level === 1 && selectedL1Organisation() === ALL_ORGANISATIONS)
    return (
      <Text size="sm" c="dimmed">
        {complianceMessages.chooseOrganisation}
      </Text>
    );
  return (
    <Suspense fallback={null}>
      <ReportListChart
        slug={period.slug}
        params={{
          year: period.year,
          quarter: period.slug === 'quarterly' ? period.quarter : undefined,
          region: params.region,
          inspectionType: params.inspectionType,
        }}
      />
    </Suspense>
  );
}
