import { useState } from 'react';
import { Badge, Button, Center, Loader, Modal, Table, Text } from '@mantine/core';
import {
  dashboardMessages,
  type ComplianceBar,
  type ComplianceFormItem,
  type ComplianceSlug,
  messages,
} from '@envirotrack/shared';
import { usePlantDetails, type DashboardFilters } from '../api/dashboard-api';
import type { BarStatus } from './bar-chart-panel';
import { PlantDetails } from './plant-details';

export interface PlantTarget {
  slug: ComplianceSlug;
  bar: ComplianceBar;
  status: BarStatus;
  date: string;
}

interface PlantModalProps {
  target: PlantTarget | null;
  filters: DashboardFilters;
  canRemind: boolean;
  onClose: () => void;
}

const formLabel = (item: ComplianceFormItem) =>
  item.pointSource ? `${item.formName} (${item.pointSource})` : item.formName;

/**
 * A bar's pop-up (spec 3 §2.8, §2.9): 'Completed Plants - {plant}' (green) or 'Incompleted Plants - {plant}'
 * (orange), a row per due form with #, Plant Id, the form and Remind; a row opens 'Details Of Plant'.
 */
export function PlantModal({ target, filters, canRemind, onClose }: PlantModalProps) {
  const [chosen, setChosen] = useState<ComplianceFormItem | null>(null);
  const details = usePlantDetails(
    target?.slug ?? 'daily',
    target?.bar.plantUId ?? null,
    target?.date ?? '',
    filters,
    target?.status ?? 'incomplete',
  );
  const close = () => {
    setChosen(null);
    onClose();
  };
  const plant = details.data?.data;
  const listTitle = target
    ? target.status === 'complete'
      ? dashboardMessages.completedTitle(target.bar.xName)
      : dashboardMessages.incompletedTitle(target.bar.xName)
    : '';
  const title = chosen && plant ? dashboardMessages.plantDetailsTitle(plant.plantId) : listTitle;
  const emptyTitle = target?.status === 'complete' ? 'Completed Plants' : 'Incompleted Plants';

  return (
    <Modal opened={target !== null} onClose={close} title={title} size="lg">
      {details.isPending ? (
        <Center h={120}>
          <Loader size="sm" aria-label="Loading the plant's forms" />
        </Center>
      ) : details.isError || !plant || !target ? (
        <Text c="red">{messages.pageError}</Text>
      ) : chosen ? (
        <PlantDetails
          details={{
            ...plant,
            permitType: chosen.permitType,
            formName: chosen.formName,
            FormId: chosen.FormId,
            pointSource: chosen.pointSource,
            Completed: chosen.Completed,
            lastRemindedAt: chosen.lastRemindedAt,
          }}
          slug={target.slug}
          date={target.date}
          canRemind={canRemind}
          onBack={() => setChosen(null)}
        />
      ) : plant.formList.length === 0 ? (
        <Text c="dimmed">{dashboardMessages.noneFound(emptyTitle)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder fz="sm" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="12%">#</Table.Th>
                <Table.Th w="20%">Plant Id</Table.Th>
                <Table.Th>Form</Table.Th>
                <Table.Th w="28%">Remind</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plant.formList.map((item, index) => (
                <Table.Tr key={`${item.FormId}-${item.pointSource ?? ''}`}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{plant.plantId}</Table.Td>
                  <Table.Td>{formLabel(item)}</Table.Td>
                  <Table.Td>
                    {item.Completed === 1 ? (
                      <Button
                        size="compact-xs"
                        variant="outline"
                        color="green.9"
                        aria-label={`${dashboardMessages.completed}: ${formLabel(item)}, details`}
                        onClick={() => setChosen(item)}
                      >
                        {dashboardMessages.completed}
                      </Button>
                    ) : canRemind ? (
                      <Button
                        size="compact-xs"
                        variant="outline"
                        color="orange.9"
                        aria-label={`${dashboardMessages.sendReminder}: ${formLabel(item)}`}
                        onClick={() => setChosen(item)}
                      >
                        {dashboardMessages.sendReminder}
                      </Button>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="orange.9"
                        aria-label={`${dashboardMessages.pending}: ${formLabel(item)}, details`}
                        onClick={() => setChosen(item)}
                      >
                        <Badge color="orange" variant="transparent" p={0}>
                          {dashboardMessages.pending}
                        </Badge>
                      </Button>
                    )}
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
