import type { ReactNode } from 'react';
import { DataList, useMatches } from '@mantine/core';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Tall values (an image) keep their label at the top rather than on the baseline. */
  alignTop?: boolean;
}

/** Label and value pairs: side by side on wide screens, stacked on phones. */
export function OrgInfoList({ items }: { items: InfoItem[] }) {
  const orientation = useMatches<'horizontal' | 'vertical'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <DataList orientation={orientation} labelWidth={200} withDivider gap="md">
      {items.map((item) => (
        <DataList.Item key={item.label} style={item.alignTop ? { alignItems: 'flex-start' } : undefined}>
          <DataList.ItemLabel c="dimmed" fw={500}>
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
