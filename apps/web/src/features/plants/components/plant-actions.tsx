import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconCircleOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  plantActionMessages,
  plantMessages,
  STATUS,
  type AccessLevel,
  type PlantDetails,
} from '@envirotrack/shared';
import { confirmYesNo } from '../../../components/confirm';
import { EvidencePackButton } from '../../../components/evidence-pack/evidence-pack-button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeletePlant } from '../api/delete-plant';
import { useSetPlantStatus } from '../api/set-plant-status';
import { plantPaths } from '../plant-paths';
import { PlantExport } from './plant-export';

/** Spec 2 §2.6, §6: Export and the evidence pack (issue 17) for everyone; Edit for L1 and L2; (de)activate for L2; delete for L1. */
export function PlantActions({ plant, level }: { plant: PlantDetails; level: AccessLevel }) {
  const navigate = useNavigate();
  const changeStatus = useSetPlantStatus();
  const remove = useDeletePlant();
  const active = plant.Active === STATUS.active;
  const name = `${plant.plantName} (${plant.plantId})`;

  const askChangeStatus = () =>
    confirmYesNo({
      title: active ? 'Deactivate plant' : 'Activate plant',
      message: active
        ? plantActionMessages.deactivateConfirm(name)
        : plantActionMessages.activateConfirm(name),
      danger: active,
      onYes: () =>
        changeStatus.mutate(
          { id: plant.id, status: active ? STATUS.inactive : STATUS.active },
          {
            onSuccess: ({ message }) =>
              notifySuccess(message ?? (active ? plantMessages.deactivated : plantMessages.activated)),
            onError: (error) => notifyError(error),
          },
        ),
    });

  const askDelete = () =>
    confirmYesNo({
      title: 'Delete plant',
      message: plantActionMessages.deleteConfirm(name),
      danger: true,
      onYes: () =>
        remove.mutate(plant.id, {
          onSuccess: ({ message }) => {
            notifySuccess(message ?? plantMessages.deleted);
            void navigate(plantPaths.list);
          },
          onError: (error) => notifyError(error),
        }),
    });

  return (
    <Group gap="xs" role="toolbar" aria-label="Plant actions">
      <PlantExport plant={plant} />
      <EvidencePackButton plantId={plant.id} />
      {level <= 2 && (
        <Button component={Link} to={plantPaths.update(plant.id)} leftSection={<IconPencil size={16} />}>
          Edit
        </Button>
      )}
      {level === 2 && (
        <Button
          variant="light"
          color={active ? 'orange' : 'green'}
          leftSection={active ? <IconCircleOff size={16} /> : <IconCircleCheck size={16} />}
          loading={changeStatus.isPending}
          onClick={askChangeStatus}
        >
          {active ? 'Deactivate' : 'Activate'}
        </Button>
      )}
      {level === 1 && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          loading={remove.isPending}
          onClick={askDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
