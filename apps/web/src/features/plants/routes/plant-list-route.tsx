import { useCallback, useDeferredValue, useMemo } from 'react';
import { Badge, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { can, plantMessages, STATUS, type PlantListItem } from '@envirotrack/shared';
import { ExportMenu } from '../../../components/export-menu';
import { ListFrame, rowNumberColumn, type ListColumn, type ListSort } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { RowLink } from '../../../components/row-link';
import { awaitFirstData } from '../../../app/first-data';
import { getSession, useSession, type Session } from '../../../lib/session';
import {
  plantsExportPath,
  plantsPath,
  plantsQuery,
  usePlants,
  type PlantListParams,
} from '../api/get-plants';
import { regionsPath, regionsQuery } from '../api/get-regions';
import { PlantListToolbar } from '../components/plant-list-toolbar';
import { statusLabel } from '../components/plant-format';
import { useRegionChoices } from '../components/use-region-choices';
import { PLANT_LIST_DEFAULTS, toSortField, usePlantListState } from '../components/use-plant-list-state';
import { plantPaths } from '../plant-paths';

const columns: ListColumn<PlantListItem>[] = [
  rowNumberColumn(),
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

/**
 * On a first visit the boot script starts the screen's calls with the page (build/boot-script.ts, FIRST_DATA):
 * the first render waits for the region choices and the first page of plants instead of rendering the toolbar
 * and the rows again when they come. The rows are then in the first frame: a page of rows arriving later was a
 * second render, commit and layout, and the largest paint (docs/decisions.md, First load).
 */
export async function plantListLoader(): Promise<null> {
  const session = getSession();
  if (!session) return null;
  const userId = String(session.UniqueId);
  await Promise.all([
    session.Access_Level === 2 && session.orgId !== null
      ? awaitFirstData(regionsPath(session.orgId), regionsQuery(session.orgId))
      : null,
    awaitFirstData(plantsPath(PLANT_LIST_DEFAULTS, userId), plantsQuery(PLANT_LIST_DEFAULTS, userId)),
  ]);
  return null;
}

/** `/maintenance`: the plants the signed-in user may see (spec 2 §2.3). */
export function PlantListRoute() {
  const session = useSession();
  if (!session) return null;
  return <PlantList session={session} />;
}

/**
 * The page, the toolbar and the rows each read only what they show: a query's answer re-renders its readers
 * at once, in one task (`useSyncExternalStore`), so the rows' answer does not render the page's header and
 * toolbar again, nor the regions' the rows.
 */
function PlantList({ session }: { session: Session }) {
  const [state, update] = usePlantListState();
  const withStatus = session.Access_Level !== 1;
  // L1 has no status filter; the server ignores it for L1 anyway.
  const listed = withStatus ? state : { ...state, status: STATUS.active };

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
        <Toolbar session={session} state={state} onChange={update} withStatus={withStatus} />
        <PlantRows session={session} state={state} listed={listed} onChange={update} />
      </Stack>
    </PageFrame>
  );
}

interface ToolbarProps {
  session: Session;
  state: PlantListParams;
  onChange: (change: Partial<PlantListParams>) => void;
  withStatus: boolean;
}

function Toolbar({ session, state, onChange, withStatus }: ToolbarProps) {
  const { regions } = useRegionChoices(session);
  return (
    <PlantListToolbar
      state={state}
      onChange={onChange}
      regions={regions}
      withStatus={withStatus}
      withRegion={!(session.Access_Level === 1 && session.orgId === null)}
    />
  );
}

interface PlantRowsProps {
  session: Session;
  state: PlantListParams;
  /** The state as asked of the server (L1's status is always Active). */
  listed: PlantListParams;
  onChange: (change: Partial<PlantListParams>) => void;
}

const plantKey = (plant: PlantListItem) => plant.id;

function PlantRows({ session, state, listed, onChange }: PlantRowsProps) {
  const navigate = useNavigate();
  // The answer renders at transition priority, in slices: the synchronous render it starts (see PlantList)
  // renders this component only, the list frame's props being unchanged until the deferred render.
  const plants = useDeferredValue(usePlants(listed, String(session.UniqueId)));
  const { refetch } = plants;
  const { sort: sortKey, ascending } = state;
  const sort = useMemo(() => ({ key: sortKey, ascending }), [sortKey, ascending]);
  const onPageChange = useCallback((page: number) => onChange({ page }), [onChange]);
  const onSortChange = useCallback(
    (next: ListSort) => onChange({ sort: toSortField(next.key), ascending: next.ascending }),
    [onChange],
  );
  const onRetry = useCallback(() => void refetch(), [refetch]);
  const onRowClick = useCallback(
    (plant: PlantListItem) => void navigate(plantPaths.details(plant.id, plant.plantId)),
    [navigate],
  );
  return (
    <ListFrame
      columns={columns}
      rows={plants.data?.rows}
      rowKey={plantKey}
      totalCount={plants.data?.totalCount ?? 0}
      page={state.page}
      onPageChange={onPageChange}
      sort={sort}
      onSortChange={onSortChange}
      emptyMessage={plantMessages.noPlants}
      isLoading={plants.isFetching}
      isError={plants.isError}
      onRetry={onRetry}
      onRowClick={onRowClick}
      fixedLayout
    />
  );
}
