import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Navigate, useOutletContext } from 'react-router';
import {
  inspectionTimings,
  paths,
  plantMessages,
  PLANT_SORT_FIELDS,
  STATUS,
  type AccountInfo,
  type InspectionType,
  type PlantListItem,
} from '@envirotrack/shared';
import { ListFrame, rowNumberColumn, type ListColumn } from '../../../components/list-frame';
import { PageFrame } from '../../../components/page-frame';
import { RowButton } from '../../../components/row-link';
import { FullLoader } from '../../../components/page-loader';
import { useSession, type Session } from '../../../lib/session';
import { useInspectionPlants } from '../api/get-inspection-plants';
import { InspectionListToolbar } from '../list/inspection-list-toolbar';
import { useOpenForm } from '../../../components/open-form';
import { PlantInspectionsModal } from '../list/plant-inspections-modal';
import { useInspectionListState } from '../list/use-inspection-list-state';

/** `onOpen` opens the plant's forms: the Plant ID is a button to it, for keyboard users. */
const columnsFor = (onOpen: (plant: PlantListItem) => void): ListColumn<PlantListItem>[] => [
  rowNumberColumn(),
  {
    key: 'plantId',
    label: 'Plant ID',
    sortable: true,
    render: (plant) => (
      <RowButton opens="dialog" onClick={() => onOpen(plant)}>
        {plant.plantId}
      </RowButton>
    ),
  },
  { key: 'plantName', label: 'Plant Name', sortable: true, render: (plant) => plant.plantName },
  { key: 'plantRegionName', label: 'Region', sortable: true, render: (plant) => plant.plantRegionName },
  { key: 'state', label: 'State', sortable: true, render: (plant) => plant.state },
  { key: 'facilityType', label: 'Facility Type', sortable: true, render: (plant) => plant.facilityType },
];

/** `/inspections`: the plants whose environmental inspection forms the user fills in (spec 2 §2.1). */
export function InspectionsRoute() {
  const session = useSession();
  if (!session) return null;
  return <InspectionList session={session} inspectionType="Inspections" />;
}

/** `/housekeeping`, unless the organisation hides housekeeping: then its address leads to /inspections. */
export function HousekeepingRoute() {
  const session = useSession();
  // GET /me, loaded by the app layout for the whole shell.
  const account = useOutletContext<UseQueryResult<AccountInfo>>();
  if (!session) return null;
  if (account.isPending) return <FullLoader />;
  if (account.data?.orgSettings.hideHousekeeping) return <Navigate to={paths.inspections} replace />;
  return <InspectionList session={session} inspectionType="HouseKeeping" />;
}

const titles: Record<InspectionType, string> = {
  Inspections: "Env'l Inspections",
  HouseKeeping: 'HouseKeeping',
};

function InspectionList({ session, inspectionType }: { session: Session; inspectionType: InspectionType }) {
  const [state, actions] = useInspectionListState();
  const withStatus = session.Access_Level !== 1;
  const plants = useInspectionPlants(
    {
      page: state.page,
      search: state.search,
      status: withStatus ? state.status : STATUS.active,
      sort: state.sort,
      ascending: state.ascending,
    },
    String(session.UniqueId),
  );
  const { openForm, asking } = useOpenForm();
  // An address that names a plant (the way back from a form) opens it after a pause (spec 2 §2.1, §9).
  const [armed, setArmed] = useState(state.plantId === null);
  useEffect(() => {
    if (armed) return;
    const timer = setTimeout(() => setArmed(true), inspectionTimings.plantModalDelay);
    return () => clearTimeout(timer);
  }, [armed]);
  const openPlant = (plant: PlantListItem) => {
    setArmed(true);
    actions.openPlant(plant);
  };

  return (
    <PageFrame title={titles[inspectionType]}>
      <Stack gap="md">
        <InspectionListToolbar
          search={state.search}
          status={state.status}
          onChange={actions.filter}
          withStatus={withStatus}
        />
        <ListFrame
          columns={columnsFor(openPlant)}
          rows={plants.data?.rows}
          rowKey={(plant) => plant.id}
          totalCount={plants.data?.totalCount ?? 0}
          page={state.page}
          onPageChange={actions.setPage}
          sort={{ key: state.sort, ascending: state.ascending }}
          onSortChange={(sort) =>
            actions.sortBy(PLANT_SORT_FIELDS.find((f) => f === sort.key) ?? 'plantId', sort.ascending)
          }
          emptyMessage={plantMessages.noPlants}
          isLoading={plants.isFetching}
          isError={plants.isError}
          onRetry={() => void plants.refetch()}
          onRowClick={openPlant}
        />
      </Stack>
      <PlantInspectionsModal
        plantId={state.plantId}
        opened={armed && state.plantId !== null}
        plantLabel={state.plant}
        date={state.date}
        inspectionType={inspectionType}
        onClose={actions.closePlant}
        onDateChange={actions.setDate}
        onOpenForm={(input) => void openForm(input)}
        closeOnEscape={!asking}
      />
    </PageFrame>
  );
}
