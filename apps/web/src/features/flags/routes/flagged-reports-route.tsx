import { useEffect } from 'react';
import { Stack, Text } from '@mantine/core';
import {
  FLAGGED_SORT_FIELDS,
  flaggedReportMessages,
  formatDisplayDate,
  paths,
  today,
  type FlaggedReportItem,
  type RegionRef,
} from '@envirotrack/shared';
import { ExportMenu } from '../../../components/export-menu';
import { ListFrame, rowNumberColumn, type ListColumn } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { useSession, type Session } from '../../../lib/session';
import { flaggedReportsExportPath, useFlaggedReports } from '../api/get-flagged-reports';
import { useRegions } from '../api/get-regions';
import { FlagCounts } from '../components/flag-counts';
import { FlagStatus } from '../components/flag-status';
import { FlaggedToolbar } from '../components/flagged-toolbar';
import { paramsOf, useFlaggedListState } from '../components/use-flagged-list-state';

const detailPath = (row: FlaggedReportItem) =>
  paths.reportDetail(row.frequency.toLowerCase(), row.InspectionUId, row.FormId);

/** The list's columns; `canClose`: whether the follow-up control is offered (not to L1 in All). */
const columnsOf = (canClose: boolean): ListColumn<FlaggedReportItem>[] => [
  rowNumberColumn(48),
  {
    key: 'plantId',
    label: 'Plant Info',
    sortable: true,
    width: 170,
    render: (row) => (
      <Stack gap={0}>
        <RowLink to={detailPath(row)}>{row.plantId}</RowLink>
        <Text size="xs">{row.plantName}</Text>
        <Text size="xs" c="dimmed">
          {row.plantRegionName}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'inspectionName',
    label: 'Form',
    sortable: true,
    width: 170,
    render: (row) => (row.pointSource ? `${row.inspectionName} (${row.pointSource})` : row.inspectionName),
  },
  {
    key: 'questionText',
    label: 'Question',
    sortable: true,
    render: (row) => (row.questionNum ? `${row.questionNum}. ${row.questionText}` : row.questionText),
  },
  { key: 'answer', label: 'Answer', sortable: true, width: 120, render: (row) => row.AnswerForFlag },
  {
    key: 'formDate',
    label: 'Date',
    sortable: true,
    width: 110,
    render: (row) => formatDisplayDate(row.formDate),
  },
  {
    key: 'status',
    label: 'Status',
    sortable: true,
    width: 260,
    render: (row) => <FlagStatus row={row} canClose={canClose} />,
  },
];

/** `/flagged-reports`: the flagged answers of a period's reports, to follow up (spec 3 §2.6). */
export function FlaggedReportsRoute() {
  const session = useSession();
  if (!session) return null;
  return <FlaggedReports session={session} />;
}

function useRegionChoices(session: Session): RegionRef[] {
  const own = session.Access_Level >= 3;
  const query = useRegions(session.orgId, !own);
  const regions = own ? session.Regions : (query.data ?? []);
  return [...regions].sort((a, b) => a.regionName.localeCompare(b.regionName));
}

function FlaggedReports({ session }: { session: Session }) {
  const todayIso = today();
  const [state, update, write] = useFlaggedListState(todayIso);
  const regions = useRegionChoices(session);
  const flags = useFlaggedReports(paramsOf(state));

  // The address holds the list's filters after each load (spec 3 §2.6), the defaults written out too.
  const loaded = flags.isSuccess && !flags.isPlaceholderData;
  useEffect(() => {
    if (loaded) write(state);
  });

  return (
    <PageFrame
      title={flaggedReportMessages.title}
      actions={<ExportMenu path={flaggedReportsExportPath(paramsOf(state))} fallbackName="flagged-reports" />}
    >
      <Stack gap="md">
        <FlaggedToolbar state={state} todayIso={todayIso} onChange={update} regions={regions} />
        <FlagCounts counts={flags.data?.flaggedCount} />
        <ListFrame
          columns={columnsOf(!(session.Access_Level === 1 && session.orgId === null))}
          rows={flags.data?.data}
          rowKey={(row) => row.flagId}
          totalCount={flags.data?.TotalCount ?? 0}
          page={state.page}
          onPageChange={(page) => update({ page })}
          sort={{ key: state.sort, ascending: state.ascending }}
          onSortChange={(sort) => {
            const field = FLAGGED_SORT_FIELDS.find((key) => key === sort.key);
            if (field) update({ sort: { sort: field, ascending: sort.ascending } });
          }}
          emptyMessage={flaggedReportMessages.empty}
          isLoading={flags.isFetching}
          isError={flags.isError}
          onRetry={() => void flags.refetch()}
          minWidth={1100}
        />
      </Stack>
    </PageFrame>
  );
}
