import { Anchor, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  calendarMessages,
  formatDisplayDate,
  MONTH_LABELS,
  paths,
  type CalendarCell as Cell,
  type CalendarPeriod,
  type CalendarRow,
} from '@envirotrack/shared';
import { StateIcon } from './calendar-states';
import classes from './plant-calendar.module.css';

export const rowName = (row: CalendarRow) =>
  row.pointSource ? `${row.formName} - ${row.pointSource}` : row.formName;

const reportOf = (row: CalendarRow, inspectionId: number) =>
  paths.reportDetail(row.frequency.toLowerCase(), inspectionId, row.FormId);

/** What a cell covers, read out: 'Oct', 'Jan to Mar', 'the year'. */
function monthsOf(cell: Cell): string {
  if (cell.span === 12) return 'the year';
  const first = MONTH_LABELS[cell.month - 1] ?? '';
  return cell.span === 1 ? first : `${first} to ${MONTH_LABELS[cell.month + cell.span - 2] ?? ''}`;
}

function stateText(period: CalendarPeriod): string {
  const state = calendarMessages.states[period.state];
  if (period.reason) return `${state} (${calendarMessages.reasons[period.reason]})`;
  return period.doneOn ? `${state}, saved ${formatDisplayDate(period.doneOn)}` : state;
}

/**
 * One cell of the calendar. A monthly, quarterly or yearly cell is one period: done or late links to its
 * report. A daily or weekly cell is a month: 'done/due' with its worst state, a button listing its periods.
 */
export function CalendarCell({ row, cell, year }: { row: CalendarRow; cell: Cell; year: number }) {
  const [open, setOpen] = useState(false);
  const label = calendarMessages.states[cell.state];
  const single = row.frequency !== 'Daily' && row.frequency !== 'Weekly';
  const period = cell.periods[0];
  if (single && period) {
    const name = `${rowName(row)}, ${monthsOf(cell)}: ${stateText(period)}`;
    return (
      <td colSpan={cell.span} className={classes.cell} data-state={cell.state} title={name}>
        {period.inspectionId !== null ? (
          <Anchor
            component={Link}
            to={reportOf(row, period.inspectionId)}
            className={classes.cellAction}
            aria-label={`${name}. Open the report`}
          >
            <StateIcon state={cell.state} />
            {label}
          </Anchor>
        ) : (
          <span className={classes.cellText}>
            <StateIcon state={cell.state} />
            {cell.state === 'notDue' ? <VisuallyHidden>{label}</VisuallyHidden> : label}
          </span>
        )}
      </td>
    );
  }
  const name = `${rowName(row)}, ${monthsOf(cell)}: ${cell.done} of ${cell.due} done, ${label}`;
  return (
    <td className={classes.cell} data-state={cell.state} title={name}>
      <button
        type="button"
        className={classes.cellAction}
        aria-label={`${name}. Show the ${row.frequency === 'Daily' ? 'days' : 'weeks'}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <StateIcon state={cell.state} />
        {cell.due === 0 ? <VisuallyHidden>{label}</VisuallyHidden> : `${cell.done}/${cell.due}`}
      </button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`${rowName(row)} - ${MONTH_LABELS[cell.month - 1] ?? ''} ${year}`}
        size="lg"
      >
        <PeriodTable row={row} periods={cell.periods} />
      </Modal>
    </td>
  );
}

function PeriodTable({ row, periods }: { row: CalendarRow; periods: CalendarPeriod[] }) {
  return (
    <Table striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{row.frequency === 'Daily' ? 'Day' : 'Week'}</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>Report</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((period) => (
          <Table.Tr key={period.key}>
            <Table.Td>
              {row.frequency === 'Daily'
                ? formatDisplayDate(period.first)
                : `${period.key.slice(5)}: ${formatDisplayDate(period.first)} - ${formatDisplayDate(period.last)}`}
            </Table.Td>
            <Table.Td>
              <Text span size="sm" className={classes.legendItem} data-state={period.state}>
                <StateIcon state={period.state} />
                {stateText(period)}
              </Text>
            </Table.Td>
            <Table.Td>
              {period.inspectionId !== null && (
                <Anchor component={Link} to={reportOf(row, period.inspectionId)}>
                  Open the report
                </Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
