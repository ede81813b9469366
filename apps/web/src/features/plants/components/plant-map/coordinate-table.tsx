import { useId } from 'react';
import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { formatLatLng } from './map-format';
import type { MapPointer } from './map-types';

/** 'Coordinate Details' (spec 2 §2.5): the name and position of every source and coordinate pointer. */
export function CoordinateTable({ pointers }: { pointers: MapPointer[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId} mb={6}>
        Coordinate Details
      </Title>
      {pointers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sources or coordinate pointers on the map yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} maxHeight={260}>
          <Table striped highlightOnHover withTableBorder verticalSpacing={6} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Coordinates</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pointers.map((pointer) => (
                <Table.Tr key={pointer.id}>
                  <Table.Td>
                    <Group gap={8} wrap="nowrap">
                      <span className={`etmap-dot etmap-dot--${pointer.pointerType}`} aria-hidden />
                      <Text size="sm" fw={500}>
                        {pointer.name}
                      </Text>
                      {pointer.pointerType === 'outfall' && (
                        <Badge size="xs" variant="light" color="blue">
                          Source
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ff="monospace" fz="sm">
                    {formatLatLng(pointer.latitude, pointer.longitude)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
