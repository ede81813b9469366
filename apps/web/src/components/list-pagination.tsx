import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { pageCount, pageItems } from '@envirotrack/shared';

interface ListPaginationProps {
  page: number;
  totalCount: number;
  onChange: (page: number) => void;
}

/** Numbered pagination of spec 1 §9: the current page +/- 2, the first and last page, ellipses. */
export function ListPagination({ page, totalCount, onChange }: ListPaginationProps) {
  const total = pageCount(totalCount);
  if (total <= 1) return null;

  return (
    <Group component="nav" aria-label="Pagination" gap={2} justify="center" wrap="wrap">
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        px={6}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Previous page"
      >
        <IconChevronLeft size={16} />
      </Button>
      {pageItems(page, total).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="compact-sm"
            miw={30}
            px={6}
            variant={item === page ? 'filled' : 'subtle'}
            color={item === page ? undefined : 'gray'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onChange(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} c="dimmed" px={2} aria-hidden="true">
            …
          </Text>
        ),
      )}
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        px={6}
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
        aria-label="Next page"
      >
        <IconChevronRight size={16} />
      </Button>
    </Group>
  );
}
