import type { ReactNode } from 'react';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';

export interface ListSort {
  key: string;
  ascending: boolean;
}

interface SortHeadingProps {
  columnKey: string;
  sort: ListSort | undefined;
  onSort: ((sort: ListSort) => void) | undefined;
  width?: number | string;
  children: ReactNode;
}

export function SortHeading({ columnKey, sort, onSort, width, children }: SortHeadingProps) {
  const label = (
    <Text component="span" size="sm" fw={600} c="dark.6" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
  if (!onSort) return <Table.Th w={width}>{label}</Table.Th>;

  const active = sort?.key === columnKey;
  const Icon = !active ? IconSelector : sort.ascending ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th w={width} aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort({ key: columnKey, ascending: active ? !sort.ascending : true })}>
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon
            size={14}
            stroke={1.8}
            color={active ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-gray-5)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
