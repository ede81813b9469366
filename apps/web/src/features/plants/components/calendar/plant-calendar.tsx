import { Group, NativeSelect, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { calendarMessages, MONTH_LABELS, type ComplianceCalendar } from '@envirotrack/shared';
import { ExportMenu } from '../../../../components/export-menu';
import { PageLoader } from '../../../../components/page-loader';
import { useComplianceCalendar } from '../../api/get-compliance-calendar';
import { CalendarCell, rowName } from './calendar-cell';
import { CalendarLegend } from './calendar-states';
import classes from './plant-calendar.module.css';

/**
 * The plant's compliance calendar (beyond the spec; docs/decisions.md, Compliance calendar): a year as
 * months x the plant's forms, each cell done, late, missing, due or not due, done cells opening reports.
 */
export function PlantCalendar({ plantUId }: { plantUId: number }) {
  const [year, setYear] = useState<number | undefined>(undefined);
  const calendar = useComplianceCalendar(plantUId, year);
  return (
    <PageLoader query={calendar}>
      {(data) => <CalendarView data={data} busy={calendar.isFetching} onYear={setYear} />}
    </PageLoader>
  );
}

function CalendarView({
  data,
  busy,
  onYear,
}: {
  data: ComplianceCalendar;
  busy: boolean;
  onYear: (year: number) => void;
}) {
  const table = useRef<HTMLTableElement>(null);
  const current = data.today.startsWith(String(data.year)) ? Number(data.today.slice(5, 7)) : null;
  // A narrow screen scrolls the months: show the running month rather than January.
  useEffect(() => {
    const head = table.current?.querySelector<HTMLElement>('[data-current]');
    let box = table.current?.parentElement;
    for (let up = 0; box && up < 3 && box.scrollWidth <= box.clientWidth; up += 1) box = box.parentElement;
    if (box && head && box.scrollWidth > box.clientWidth)
      box.scrollLeft = Math.max(0, head.offsetLeft + head.offsetWidth - box.clientWidth + 8);
  }, [data.year]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <CalendarLegend />
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label={calendarMessages.year}
            value={String(data.year)}
            onChange={(event) => onYear(Number(event.currentTarget.value))}
            data={data.years.map(String)}
            w={120}
          />
          <ExportMenu
            path={`/plants/${data.plantUId}/compliance-calendar/export?year=${data.year}`}
            fallbackName={`compliance-calendar-${data.plantId}-${data.year}`}
          />
        </Group>
      </Group>
      {data.rows.length === 0 ? (
        <Paper withBorder radius="md">
          <Text size="sm" c="dimmed" ta="center" py="xl">
            {calendarMessages.noForms}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={4}>
          <Table.ScrollContainer minWidth={880}>
            <Table ref={table} className={classes.table} aria-busy={busy}>
              <caption>
                <VisuallyHidden>{`${calendarMessages.title} ${data.year}`}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" className={classes.formHead}>
                    Form
                  </Table.Th>
                  {MONTH_LABELS.map((month, i) => (
                    <Table.Th
                      key={month}
                      scope="col"
                      ta="center"
                      data-current={i + 1 === current || undefined}
                    >
                      {month}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={`${row.FormId}|${row.pointSource ?? ''}`}>
                    <Table.Th scope="row" className={classes.formHead}>
                      <Text span size="sm" fw={600} display="block" lineClamp={2}>
                        {rowName(row)}
                      </Text>
                      <Text span size="xs" c="dimmed">
                        {row.frequency}
                      </Text>
                    </Table.Th>
                    {row.cells.map((cell) => (
                      <CalendarCell key={cell.month} row={row} cell={cell} year={data.year} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
