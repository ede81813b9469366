import { useState } from 'react';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  dashboardMessages,
  formatDisplayDate,
  paths,
  type ComplianceSlug,
  type DashboardFlaggedForm,
  messages,
} from '@envirotrack/shared';
import { useFlaggedForms, type DashboardFilters } from '../api/dashboard-api';
import { frequencyOf } from './dashboard-state';

interface FlaggedModalProps {
  target: { slug: ComplianceSlug; date: string } | null;
  filters: DashboardFilters;
  onClose: () => void;
}

const status = (row: DashboardFlaggedForm) =>
  row.Completed === 1 ? dashboardMessages.complete : dashboardMessages.pending;
const formLabel = (row: DashboardFlaggedForm) =>
  row.pointSource ? `${row.InspectionName} (${row.pointSource})` : row.InspectionName;

/**
 * 'Flagged Forms' (spec 3 §2.8, §2.9): the period's flagged forms, columns Plant Name, Inspection Name,
 * Region, Facility Type / Permit Type, Completed (Pending / Complete); a row opens 'Flagged Form - {form}'.
 */
export function FlaggedModal({ target, filters, onClose }: FlaggedModalProps) {
  const [chosen, setChosen] = useState<DashboardFlaggedForm | null>(null);
  const flagged = useFlaggedForms(target?.slug ?? 'daily', target?.date ?? '', filters, target !== null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  const rows = flagged.data?.data.flaggedForms;
  const title = chosen
    ? dashboardMessages.flaggedFormTitle(chosen.InspectionName)
    : dashboardMessages.flaggedTitle;
  return (
    <Modal opened={target !== null} onClose={close} title={title} size="xl">
      {flagged.isPending ? (
        <Center h={120}>
          <Loader size="sm" aria-label="Loading the flagged forms" />
        </Center>
      ) : flagged.isError || !rows || !target ? (
        <Text c="red">{messages.pageError}</Text>
      ) : chosen ? (
        <Stack gap="sm">
          <Table withTableBorder variant="vertical" layout="fixed" fz="sm">
            <Table.Tbody>
              {(
                [
                  ['PlantId', chosen.PlantId],
                  ['Plant Region', chosen.RegionName],
                  ['Plant Name', chosen.PlantName],
                  ['Facility Type', chosen.FacilityType || dashboardMessages.notAvailable],
                  ['Permit Type', chosen.PermitType || dashboardMessages.notAvailable],
                  ['Form', formLabel(chosen)],
                  ['Date', formatDisplayDate(chosen.Date)],
                  ['Status', status(chosen)],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%" scope="row">
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => setChosen(null)}
            >
              Back
            </Button>
            <Anchor
              component={Link}
              to={paths.reportDetail(target.slug, chosen.inspectionId, chosen.FormId)}
              size="sm"
            >
              Open the report
            </Anchor>
          </Group>
        </Stack>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{dashboardMessages.noInspections}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table
            striped
            withTableBorder
            fz="sm"
            layout="fixed"
            aria-label={`Flagged ${frequencyOf(target.slug)} Forms`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="20%">Plant Name</Table.Th>
                <Table.Th w="20%">Inspection Name</Table.Th>
                <Table.Th w="20%">Region</Table.Th>
                <Table.Th w="20%">Facility Type / Permit Type</Table.Th>
                <Table.Th w="20%">Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.inspectionId}>
                  <Table.Td>
                    <UnstyledButton fz="sm" c="blue.8" td="underline" onClick={() => setChosen(row)}>
                      {row.PlantName}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{formLabel(row)}</Table.Td>
                  <Table.Td>{row.RegionName}</Table.Td>
                  <Table.Td>
                    {row.FacilityType} / {row.PermitType}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={row.Completed === 1 ? 'green.9' : 'orange.9'} fw={600}>
                      {status(row)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
