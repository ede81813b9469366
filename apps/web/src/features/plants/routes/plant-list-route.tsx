import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { can, plantMessages, STATUS, type PlantListItem } from '@envirotrack/shared';
import { ExportMenu } from '../../../components/export-menu';
import { ListFrame, type ListColumn } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { useSession, type Session } from '../../../lib/session';
import { plantsExportPath, usePlants } from '../api/get-plants';
import { PlantListToolbar } from '../components/plant-list-toolbar';
import { statusLabel } from '../components/plant-format';
import { useRegionChoices } from '../components/use-region-choices';
import { toSortField, usePlantListState } from '../components/use-plant-list-state';
import { plantPaths } from '../plant-paths';

const columns: ListColumn<PlantListItem>[] = [
  {
    key: '#',
    label: '#',
    width: 56,
    render: (_plant, rowNumber) => (
      <Text size="sm" c="dimmed">
        {rowNumber}
      </Text>
    ),
  },
  {
    key: 'plantId',
    label: 'Plant ID',
    sortable: true,
    width: 130,
    render: (plant) => <RowLink to={plantPaths.details(plant.id, plant.plantId)}>{plant.plantId}</RowLink>,
  },
  { key: 'plantName', label: 'Plant Name', sortable: true, render: (plant) => plant.plantName },
  {
    key: 'plantRegionName',
    label: 'Region',
    sortable: true,
    width: '22%',
    render: (plant) => plant.plantRegionName,
  },
  { key: 'state', label: 'State', sortable: true, width: 90, render: (plant) => plant.state },
  {
    key: 'Active',
    label: 'Status',
    sortable: true,
    width: 120,
    render: (plant) => (
      <Badge variant="dot" color={plant.Active === STATUS.active ? 'green' : 'gray'} tt="none">
        {statusLabel(plant.Active)}
      </Badge>
    ),
  },
];

/** `/maintenance`: the plants the signed-in user may see (spec 2 §2.3). */
export function PlantListRoute() {
  const session = useSession();
  if (!session) return null;
  return <PlantList session={session} />;
}

function PlantList({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [state, update] = usePlantListState();
  const withStatus = session.Access_Level !== 1;
  const withRegion = !(session.Access_Level === 1 && session.orgId === null);
  const { regions } = useRegionChoices(session);
  // L1 has no status filter; the server ignores it for L1 anyway.
  const listed = withStatus ? state : { ...state, status: STATUS.active };
  const plants = usePlants(listed, String(session.UniqueId));

  return (
    <PageFrame
      title="Maintenance"
      actions={
        <>
          <ExportMenu path={plantsExportPath(listed, String(session.UniqueId))} fallbackName="plants" />
          {can.addPlant(session.Access_Level) && (
            <Button component={Link} to={plantPaths.create} leftSection={<IconPlus size={16} />}>
              Add Plant
            </Button>
          )}
        </>
      }
    >
      <Stack gap="md">
        <PlantListToolbar
          state={state}
          onChange={update}
          regions={regions}
          withStatus={withStatus}
          withRegion={withRegion}
        />
        <ListFrame
          columns={columns}
          rows={plants.data?.rows}
          rowKey={(plant) => plant.id}
          totalCount={plants.data?.totalCount ?? 0}
          page={state.page}
          onPageChange={(page) => update({ page })}
          sort={{ key: state.sort, ascending: state.ascending }}
          onSortChange={(sort) => update({ sort: toSortField(sort.key), ascending: sort.ascending })}
          emptyMessage={plantMessages.noPlants}
          isLoading={plants.isFetching}
          isError={plants.isError}
          onRetry={() => void plants.refetch()}
          onRowClick={(plant) => void navigate(plantPaths.details(plant.id, plant.plantId))}
          fixedLayout
        />
      </Stack>
    </PageFrame>
  );
}
