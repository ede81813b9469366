import type { ReactNode } from 'react';
import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { accessLevelLabel, ACCESS_LEVELS, plantActionMessages, type PlantDetails } from '@envirotrack/shared';
import { Logo } from '../../../components/logo';
import { chosenSourceNames, selectedGroups } from './form-selection';
import { pointSourceNoun } from '../../../components/permit-heading';
import { formatDate, plantStatusText, statusLabel } from './plant-format';

/** Letter width at 96 dpi less the PDF margins: the preview looks like the page. */
export const PRINT_WIDTH = 760;

const levelOf = (level: number) => accessLevelLabel(ACCESS_LEVELS.find((l) => l === level) ?? 4);

/** The printable Plant Information: plain tables that read well on paper and in the PDF export. */
export function PlantPrintView({ plant }: { plant: PlantDetails }) {
  const groups = selectedGroups(plant.inspections);
  const points = [...plant.outfallsList, ...plant.coordinatesPointerList];
  const details: [string, string][] = [
    ['Plant ID', plant.plantId],
    ['Name', plant.plantName],
    ['Organisation', plant.orgName],
    ['Region', plant.plantRegionName],
    ['Street', plant.street],
    ['City', plant.city],
    ['State', plant.state],
    ['Zip Code', plant.zipCode],
    ['Country', plant.country],
    ['Facility Type', plant.facilityType],
    ['Status', plantStatusText(plant)],
  ];

  return (
    <Box w={PRINT_WIDTH} p={32} bg="white" c="dark.9">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" pb="sm" style={{ borderBottom: '2px solid #1a7a48' }}>
          <Logo size={26} />
          <Stack gap={0} align="flex-end">
            <Text fw={600} size="sm">
              {plant.orgName}
            </Text>
            <Text size="xs">Printed {formatDate(new Date().toISOString())}</Text>
          </Stack>
        </Group>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.6}>
            Plant Information
          </Text>
          <Title order={2} fz={24}>
            {plant.plantName}
          </Title>
        </div>
        <DetailsTable details={details} />
        <Section title="Inspections">
          {groups.length === 0 ? (
            <Text size="sm">{plantActionMessages.noSelectedForms}</Text>
          ) : (
            <PrintTable
              head={['Permit Type', 'Frequency', 'Form', 'Outfall(s) / Point Source(s)']}
              rows={groups.flatMap(({ permitType, frequencies }) =>
                frequencies.flatMap(({ frequency, forms }) =>
                  forms.map((form) => {
                    const names = chosenSourceNames(form);
                    const sources = form.PointSources.length
                      ? `${names.length} ${pointSourceNoun(permitType)}${names.length ? `: ${names.join(', ')}` : ''}`
                      : '—';
                    return [permitType, frequency, form.FormName, sources];
                  }),
                ),
              )}
            />
          )}
        </Section>
        {points.length > 0 && (
          <Section title="Coordinate Details">
            <PrintTable
              head={['Name', 'Type', 'Latitude', 'Longitude']}
              rows={points.map((point) => [
                point.name,
                point.pointerType === 'outfall' ? 'Outfall' : 'Coordinate',
                point.latitude.toFixed(5),
                point.longitude.toFixed(5),
              ])}
            />
          </Section>
        )}
        <Section title="Plant Users">
          {plant.userdetailsList.length === 0 ? (
            <Text size="sm">{plantActionMessages.noUsers}</Text>
          ) : (
            <PrintTable
              head={['UserID', 'Name', 'Access Level', 'Status']}
              rows={plant.userdetailsList.map((user) => [
                user.UserId,
                `${user.First_Name} ${user.Last_Name}`,
                levelOf(user.Access_Level),
                statusLabel(user.Active),
              ])}
            />
          )}
        </Section>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz={16}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PrintTable({ head, rows }: { head: string[]; rows: string[][] }) {
  return (
    <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6} horizontalSpacing="sm">
      <Table.Thead bg="gray.1">
        <Table.Tr>
          {head.map((cell) => (
            <Table.Th key={cell}>{cell}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, column) => (
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Label and value pairs, two pairs a row. */
function DetailsTable({ details }: { details: [string, string][] }) {
  const rows = details.filter((_, index) => index % 2 === 0).map((pair, row) => [pair, details[row * 2 + 1]]);
  return (
    <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6} horizontalSpacing="sm">
      <Table.Tbody>
        {rows.map((pairs) => (
          <Table.Tr key={pairs[0]?.[0]}>
            {pairs.map((pair, index) =>
              pair ? (
                [
                  <Table.Th key={`${pair[0]}-label`} w="18%" bg="gray.0">
                    {pair[0]}
                  </Table.Th>,
                  <Table.Td key={`${pair[0]}-value`} w="32%">
                    {pair[1]}
                  </Table.Td>,
                ]
              ) : (
                <Table.Td key={index} colSpan={2} />
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
