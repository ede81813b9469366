import { useEffect } from 'react';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  APP_TIME_ZONE,
  flaggedFormMessages,
  FLAGGED_FORM_SORTS,
  FLAGGED_FORM_STATES,
  formatDisplayDate,
  FREQUENCIES,
  paths,
  today,
  type FlaggedFormItem,
  type FlaggedFormState,
} from '@envirotrack/shared';
import { ListFrame, type ListColumn } from '../../../components/list-frame';
import { ExportMenu } from '../../../components/export-menu';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { flaggedFormsExportPath, useFlaggedForms } from '../api/get-flagged-forms';
import { FLAGGED_LIST_KEY, queryOf, useFlaggedListState } from '../flagged/flagged-list-state';
import { SegmentedChoice } from '../../../components/segmented-choice';

/** A moment as the calendar date it had in the app's time zone, shown MM/dd/yyyy. */
const shownDate = (iso: string) => formatDisplayDate(today(APP_TIME_ZONE, new Date(iso)));

/** The spec's grid widths (2,3,3,2,2 complete; 2,3,3,4 incomplete) as parts of 12. */
const span = (n: number) => `${((n / 12) * 100).toFixed(2)}%`;

function columnsOf(state: FlaggedFormState): ListColumn<FlaggedFormItem>[] {
  const complete = state === 'complete';
  const columns: ListColumn<FlaggedFormItem>[] = [
    {
      key: 'PlantId',
      label: 'Plant ID',
      width: span(2),
      render: (row) => (
        <Stack gap={2}>
          <RowLink to={paths.flaggedForm(state, row.id)}>{row.PlantId}</RowLink>
          <Text size="xs" c="dimmed">
            {row.plantName}
          </Text>
        </Stack>
      ),
    },
    { key: 'Region', label: 'Region', width: span(3), render: (row) => row.Region },
    {
      key: 'Type',
      label: 'Type',
      width: span(3),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{row.Type}</Text>
          {row.overdue && (
            <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              {flaggedFormMessages.overdue}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: 'submittedDate',
      label: 'Date Submitted',
      sortable: true,
      width: span(complete ? 2 : 4),
      render: (row) => shownDate(row.ActualDate),
    },
  ];
  if (complete)
    columns.push({
      key: 'dateCompleted',
      label: 'Date Completed',
      sortable: true,
      width: span(2),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">
            {row.DateCompleted ? formatDisplayDate(row.DateCompleted) : flaggedFormMessages.notAvailable}
          </Text>
          {row.CompletedBy && (
            <Text size="xs" c="dimmed">
              {row.CompletedBy}
            </Text>
          )}
        </Stack>
      ),
    });
  return columns;
}

/** `/flagged-forms?searchFor=complete|incomplete&formType={type}&pageNum={n}` (spec 3 §2.7). */
export function FlaggedFormsRoute() {
  const navigate = useNavigate();
  const [params, update] = useFlaggedListState();
  const forms = useFlaggedForms(params);
  const { state } = params;

  // The detail's back button returns here, to this page and these filters.
  useEffect(() => {
    sessionStorage.setItem(FLAGGED_LIST_KEY, queryOf(params).toString());
  });

  return (
    <PageFrame
      title={flaggedFormMessages.titles[state]}
      actions={<ExportMenu path={flaggedFormsExportPath(params)} fallbackName={`flagged-forms-${state}`} />}
    >
      <ListFrame
        columns={columnsOf(state)}
        rows={forms.data?.Forms}
        rowKey={(row) => row.id}
        totalCount={forms.data?.TotalCount ?? 0}
        page={params.page}
        onPageChange={(page) => update({ page })}
        sort={{ key: params.sort, ascending: params.ascending }}
        onSortChange={(sort) => {
          const field = FLAGGED_FORM_SORTS.find((key) => key === sort.key);
          if (field) update({ sort: field, ascending: sort.ascending });
        }}
        onSearchChange={(search) => update({ search })}
        searchPlaceholder={flaggedFormMessages.searchPlaceholder}
        searchWidth={540}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <SegmentedChoice
              aria-label="Flagged forms to show"
              value={state}
              onChange={(value) => {
                const next = FLAGGED_FORM_STATES.find((s) => s === value);
                if (next) update({ state: next, sort: 'submittedDate', ascending: false });
              }}
              data={FLAGGED_FORM_STATES.map((s) => ({ value: s, label: flaggedFormMessages.stateLabels[s] }))}
            />
            <Select
              aria-label="Form type"
              w={150}
              allowDeselect={false}
              value={params.formType}
              data={[...FREQUENCIES]}
              onChange={(value) => {
                const next = FREQUENCIES.find((f) => f === value);
                if (next) update({ formType: next });
              }}
            />
          </Group>
        }
        emptyMessage={flaggedFormMessages.empty[state]}
        isLoading={forms.isFetching}
        isError={forms.isError}
        onRetry={() => void forms.refetch()}
        onRowClick={(row) => void navigate(paths.flaggedForm(state, row.id))}
        minWidth={640}
      />
    </PageFrame>
  );
}
