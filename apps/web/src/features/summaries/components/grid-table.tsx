import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  calendarMessages,
  GRID_PRINT,
  paths,
  summaryMessages,
  type FormGrid,
  type GridCell,
  type GridPeriod,
  type GridRow,
} from '@envirotrack/shared';
import classes from './summaries.module.css';

/** The print row height of the spec per frequency (issue 15): Daily by month length, Weekly 120, ... */
export function printRowHeight(grid: FormGrid): number {
  switch (grid.form.frequency) {
    case 'Daily':
      return GRID_PRINT.daily(grid.periods.length);
    case 'Weekly':
      return GRID_PRINT.weekly;
    case 'Monthly':
      return GRID_PRINT.monthly;
    case 'Yearly':
      return GRID_PRINT.yearly(grid.periods.length);
    default:
      return GRID_PRINT.fallback;
  }
}

const stateClass = (p: GridPeriod) =>
  p.state === 'missing' ? classes.missing : p.state === 'notDue' ? classes.notDue : undefined;

function periodState(p: GridPeriod): string | null {
  if (p.state === 'missing') return summaryMessages.states.missing;
  if (p.state === 'notDue') return summaryMessages.states.notDue;
  if (p.state === 'open') return summaryMessages.states.open;
  return null;
}

function CellText({ row, cell }: { row: GridRow; cell: GridCell }) {
  if (!cell.onForm) return <VisuallyHidden>{summaryMessages.notOnForm}</VisuallyHidden>;
  const parts = cell.parts
    .map((part, i) =>
      row.slotLabels.length && part
        ? `${row.slotLabels[i] ?? ''}${part === row.slotLabels[i] ? '' : `: ${part}`}`
        : part,
    )
    .filter((part) => part !== '');
  return parts.map((part, i) => <div key={i}>{part}</div>);
}

/** Rows are questions (numbered, sub-questions indented), columns the periods; 'Submitted On:' last. */
export function GridTable({ grid, caption }: { grid: FormGrid; caption: string }) {
  const slug = grid.form.frequency.toLowerCase();
  const height = printRowHeight(grid);
  return (
    <>
      <style>{`@media print { .${classes.grid} tbody tr { height: ${height}px; } .${classes.grid} th[scope='row'] { width: ${GRID_PRINT.firstColumn + 100}px; } @page { size: letter ${grid.periods.length > 12 ? 'landscape' : 'portrait'}; } }`}</style>
      <table className={classes.grid} data-print-row-height={height}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{summaryMessages.question}</th>
            {grid.periods.map((p) => (
              <th key={p.key} scope="col" className={stateClass(p)}>
                <div>{p.label}</div>
                {p.weekday && (
                  <Text span size="xs" c="dimmed">
                    {p.weekday}
                  </Text>
                )}
                {periodState(p) && (
                  <Text size="xs" fw={600}>
                    {periodState(p)}
                  </Text>
                )}
                {p.reason && <VisuallyHidden>{` (${calendarMessages.reasons[p.reason]})`}</VisuallyHidden>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.rowId}>
              <th scope="row" style={{ paddingLeft: 4 + row.depth * 16 }}>
                {row.questionNum && `${row.questionNum}. `}
                {row.question}
                {row.deleted && (
                  <Text span size="xs" c="dimmed">
                    {` (${summaryMessages.deleted})`}
                  </Text>
                )}
              </th>
              {row.cells.map((cell, i) => {
                const period = grid.periods[i];
                if (!period) return null;
                const className = !cell.onForm
                  ? classes.offForm
                  : cell.flagged
                    ? classes.flagged
                    : period.inspectionId === null
                      ? stateClass(period)
                      : undefined;
                return (
                  <td key={period.key} className={className}>
                    {cell.flagged && period.inspectionId !== null ? (
                      <Anchor
                        component={Link}
                        to={paths.reportDetail(slug, period.inspectionId, grid.form.FormId)}
                        size="xs"
                        c="orange.9"
                      >
                        <CellText row={row} cell={cell} />
                        <VisuallyHidden>{` ${summaryMessages.flagged}`}</VisuallyHidden>
                      </Anchor>
                    ) : (
                      <CellText row={row} cell={cell} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
