import { Fragment } from 'react';
import { Group, Table, Text } from '@mantine/core';
import type { LayoutBlock, ReportValues, TableBlock, TableCell, TableRow } from '@envirotrack/shared';
import { QuestionLabel } from '../../fill-in/components/question-label';
import { AnswerText, FlagMark } from './report-answer';
import { ReportQuestionList } from './report-question-list';
import classes from './report.module.css';

/**
 * A family's body as the shared layout builds it (issue 17, report-tables.ts in the shared package): the
 * housekeeping scorecard, the check sheet or the plant preventive table, with their facts, question lists,
 * score line and notes box. The evidence pack draws the same blocks, so the two never lay a report out
 * differently.
 */
export function ReportLayout({ blocks, values }: { blocks: LayoutBlock[]; values: ReportValues }) {
  return blocks.map((block, i) => <LayoutPart key={i} block={block} values={values} />);
}

function LayoutPart({ block, values }: { block: LayoutBlock; values: ReportValues }) {
  switch (block.kind) {
    case 'facts':
      return (
        <dl className={classes.scoreHeader}>
          {block.items.map((item) => (
            <div key={item.label}>
              <dt>{item.label}</dt>
              <dd data-testid={item.id}>{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'questionList':
      return <ReportQuestionList questions={block.questions} values={values} nested={block.nested} />;
    case 'table':
      return <LayoutTable table={block} values={values} />;
    case 'score':
      return (
        <Group className={classes.finalScore} justify="space-between">
          <Text fw={700}>
            {block.label}: <span data-testid={block.id}>{block.value}</span>
          </Text>
          <Text size="sm">{block.by}</Text>
        </Group>
      );
    case 'list':
      return (
        <section className={classes.notesBox} aria-label={block.title}>
          <Text fw={700} size="sm">
            {block.title}
          </Text>
          {block.items.length ? (
            <ul>
              {block.items.map((item, i) => (
                <li key={i}>
                  <QuestionLabel question={{ questionNum: item.number ?? undefined, question: item.text }} />
                </li>
              ))}
            </ul>
          ) : (
            <Text size="sm">{block.empty}</Text>
          )}
        </section>
      );
  }
}

const ROW_CLASS: Record<TableRow['kind'], string | undefined> = {
  item: classes.row,
  section: classes.sectionRow,
  block: classes.blockRow,
  repair: classes.repairRow,
  details: classes.repairRow,
  other: undefined,
};

function LayoutTable({ table, values }: { table: TableBlock; values: ReportValues }) {
  return (
    <div className={classes.tableBox}>
      <Table className={classes.sheet} withColumnBorders withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th
                key={column.label}
                className={
                  column.kind === 'item'
                    ? classes.itemCell
                    : column.kind === 'mark'
                      ? classes.markCell
                      : undefined
                }
              >
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.key} className={ROW_CLASS[row.kind]} aria-label={row.label}>
              {row.cells.map((cell, i) => (
                <Fragment key={i}>
                  <LayoutCell cell={cell} table={table} values={values} />
                </Fragment>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const span = (n: number) => (n > 1 ? n : undefined);

function LayoutCell({ cell, table, values }: { cell: TableCell; table: TableBlock; values: ReportValues }) {
  switch (cell.kind) {
    case 'item': {
      const label = <QuestionLabel question={cell.question} />;
      return (
        <Table.Td className={classes.itemCell}>
          {table.family === 'slots' ? (
            <Text size="sm" fw={500} component="span">
              {label}
            </Text>
          ) : (
            label
          )}
          {cell.note && (
            <>
              {' '}
              <AnswerText question={cell.question} />
            </>
          )}
          <FlagMark flag={cell.flag ?? undefined} label={cell.question.question} />
        </Table.Td>
      );
    }
    case 'mark':
      // A check sheet names the mark itself; the scorecard and preventive tables name the cell.
      return table.family === 'slots' ? (
        <Table.Td colSpan={span(cell.span)} className={classes.markCell}>
          {cell.checked ? (
            <span role="img" aria-label={cell.label}>
              ✓
            </span>
          ) : (
            ''
          )}
        </Table.Td>
      ) : (
        <Table.Td
          colSpan={span(cell.span)}
          className={classes.markCell}
          aria-label={cell.checked ? cell.label : undefined}
        >
          {cell.checked ? '✓' : ''}
        </Table.Td>
      );
    case 'text':
      return (
        <Table.Td
          colSpan={span(cell.span)}
          ta={cell.style === 'right' ? 'right' : undefined}
          className={
            cell.style === 'mark'
              ? classes.markCell
              : cell.style === 'standard'
                ? classes.standardCell
                : cell.style === 'label'
                  ? `${classes.itemCell} ${classes.repairLabel}`
                  : undefined
          }
        >
          {cell.text}
        </Table.Td>
      );
    case 'empty':
      return <Table.Td className={`${classes.markCell} ${classes.emptyCell}`} />;
    case 'answer':
      return (
        <Table.Td>
          <AnswerText question={cell.question} answer={cell.answer} />
          <FlagMark flag={cell.flag ?? undefined} label={cell.question.question} />
        </Table.Td>
      );
    case 'questions':
      return (
        <Table.Td colSpan={span(cell.span)}>
          <ReportQuestionList questions={cell.list.questions} values={values} nested={cell.list.nested} />
        </Table.Td>
      );
  }
}
