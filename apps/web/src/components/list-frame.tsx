import { memo, useDeferredValue, useState, type ReactNode } from 'react';
import { Box, Group, Loader, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PAGE_SIZE, sanitizeSearch } from '@envirotrack/shared';
import { ErrorView } from './error-view';
import { ListPagination } from './list-pagination';
import { SortHeading, type ListSort } from './sort-heading';
import classes from './list-frame.module.css';

export type { ListSort };

export interface ListColumn<T> {
  key: string;
  label: string;
  sortable?: boolean;
  width?: number | string;
  render: (row: T, rowNumber: number) => ReactNode;
}

export interface ListFrameProps<T> {
  columns: ListColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  totalCount: number;
  page: number;
  onPageChange: (page: number) => void;
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
  /** Receives the search text already reduced to letters, digits and spaces (spec 1 §5). */
  onSearchChange?: (search: string) => void;
  searchPlaceholder?: string;
  /** The search box's width from the sm breakpoint (340 px unless a longer placeholder needs more). */
  searchWidth?: number;
  emptyMessage: string;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /**
   * A mouse shortcut to the row's details. Keyboard users need the same place behind a link or button in the
   * row's primary cell; a click on that control is left to it.
   */
  onRowClick?: (row: T) => void;
  toolbar?: ReactNode;
  minWidth?: number;
  /**
   * Column widths from the headings (`width`; the others share the rest) instead of from the rows: the
   * headings do not move when a page of rows arrives (no layout shift on the first load).
   */
  fixedLayout?: boolean;
}

/** The '#' column: the row's number in the whole list, not only on its page (spec 1 §7). */
export function rowNumberColumn<T>(width = 56): ListColumn<T> {
  return {
    key: '#',
    label: '#',
    width,
    render: (_row, rowNumber) => <span className={classes.rowNumber}>{rowNumber}</span>,
  };
}

const SEARCH_DELAY_MS = 350;

/**
 * The list frame: search box, sortable headings, scroll area and numbered pagination, 20 per page. It renders
 * again only when a prop changes: a list that passes steady props and a deferred page (plant-list-route.tsx)
 * renders its new rows at transition priority, not in the synchronous render a query's answer starts.
 */
export const ListFrame = memo(ListFrameView) as typeof ListFrameView;

function ListFrameView<T>(props: ListFrameProps<T>) {
  const { columns, rowKey, totalCount, page, sort, onSortChange, onSearchChange, onRowClick } = props;
  // The rows render at transition priority, in slices: a page of rows arriving never blocks typing or the
  // first load's other work in one long task (TBT on a slow phone).
  const rows = useDeferredValue(props.rows);
  // Rows that arrived but are not drawn yet count as loading: the list never says it has none meanwhile.
  const isLoading = props.isLoading === true || rows !== props.rows;
  const [search, setSearch] = useState('');
  const sendSearch = useDebouncedCallback(
    (text: string) => onSearchChange?.(sanitizeSearch(text)),
    SEARCH_DELAY_MS,
  );
  const firstRowNumber = (page - 1) * PAGE_SIZE + 1;

  return (
    <Stack gap="md">
      {(onSearchChange || props.toolbar) && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          {onSearchChange ? (
            <TextInput
              aria-label="Search"
              placeholder={props.searchPlaceholder ?? 'Search...'}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                sendSearch(event.currentTarget.value);
              }}
              w={{ base: '100%', sm: props.searchWidth ?? 340 }}
            />
          ) : (
            <span />
          )}
          {props.toolbar && <Group gap="sm">{props.toolbar}</Group>}
        </Group>
      )}

      <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
        {/* The browser's own sideways scrolling: Mantine's ScrollArea measures itself when it mounts and sets
            state, one more synchronous render of the list on its first screen (docs/decisions.md, First load). */}
        <Box style={{ overflowX: 'auto' }} data-list-scroller>
          <Table
            miw={props.minWidth ?? 640}
            verticalSpacing="sm"
            horizontalSpacing="md"
            highlightOnHover={Boolean(onRowClick)}
            striped
            layout={props.fixedLayout ? 'fixed' : undefined}
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {columns.map((column) => (
                  <SortHeading
                    key={column.key}
                    columnKey={column.key}
                    sort={sort}
                    onSort={column.sortable ? onSortChange : undefined}
                    width={column.width}
                  >
                    {column.label}
                  </SortHeading>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows?.map((row, index) => (
                <tr
                  key={rowKey(row)}
                  {...ROW_LOOK}
                  data-hover={onRowClick ? true : undefined}
                  onClick={
                    onRowClick
                      ? (event) => {
                          if (!isOnControl(event.target)) onRowClick(row);
                        }
                      : undefined
                  }
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={CELL_CLASS}>
                      {column.render(row, firstRowNumber + index)}
                    </td>
                  ))}
                </tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
        <ListState {...props} rows={rows} isLoading={isLoading} />
      </Paper>

      <ListPagination page={page} totalCount={totalCount} onChange={props.onPageChange} />
    </Stack>
  );
}

/**
 * The rows are plain elements with the classes and data attributes Table.Tr and Table.Td would give them
 * (the table's `striped` and row borders): each of those is a Mantine component (theme props, styles API,
 * Box), some 140 on a page of 20 rows, and rendering them was a large part of a list's first screen on a slow
 * phone (docs/decisions.md, First load). `list-frame.spec` checks they still look like the table's rows.
 */
const ROW_LOOK = {
  className: `${Table.classes.tr ?? ''} mantine-Table-tr`,
  'data-with-row-border': true,
  'data-striped': 'odd',
} as const;
const CELL_CLASS = `${Table.classes.td ?? ''} mantine-Table-td`;

const CONTROLS = 'a, button, input, select, textarea, [role="button"]';

/** A click on a link or button in a row is that control's, not the row's: the row must not act twice. */
const isOnControl = (target: EventTarget) => target instanceof Element && target.closest(CONTROLS) !== null;

function ListState<T>({ rows, isLoading, isError, onRetry, emptyMessage }: ListFrameProps<T>) {
  if (isError) return <ErrorView onRetry={onRetry} />;
  if (isLoading && !rows?.length) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
      </Group>
    );
  }
  if (!rows?.length) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {emptyMessage}
      </Text>
    );
  }
  if (isLoading) return <Box pos="absolute" inset={0} bg="rgba(255,255,255,0.5)" aria-busy="true" />;
  return null;
}
