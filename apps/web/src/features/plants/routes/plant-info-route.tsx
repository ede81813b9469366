import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { calendarMessages, type PlantDetails } from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { useSession, type Session } from '../../../lib/session';
import { PlantActions } from '../components/plant-actions';
import { PlantCalendar } from '../components/calendar/plant-calendar';
import { PlantInformation } from '../components/plant-information';
import { PlantInspectionCards } from '../components/plant-inspection-cards';
import { PlantLoader } from '../components/plant-loader';
import { plantAddress } from '../components/plant-format';
import { PlantMap } from '../components/plant-map/plant-map';
import classes from '../components/plant.module.css';
import { PlantUsersTable } from '../components/plant-users-table';
import { useTileUrl } from '../components/use-tile-url';
import { plantPaths } from '../plant-paths';

/** `/maintenance/{id}/{plantId}`: Plant Information (spec 2 §2.6). */
export function PlantInfoRoute() {
  const session = useSession();
  const id = Number(useParams().id);
  if (!session) return null;

  return (
    <PageFrame title="Plant Information" backTo={plantPaths.list}>
      <PlantLoader id={id}>{(plant) => <PlantInfo plant={plant} session={session} />}</PlantLoader>
    </PageFrame>
  );
}

function PlantInfo({ plant, session }: { plant: PlantDetails; session: Session }) {
  const tileUrl = useTileUrl();
  return (
    <Stack gap="lg">
      <PlantInformation
        plant={plant}
        withOrganisation={session.Access_Level === 1}
        actions={<PlantActions plant={plant} level={session.Access_Level} />}
      />
      <Section title="Site map" description="The plant's outfalls, drainage and marked points.">
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} className={classes.mapSlot}>
          <PlantMap
            mode="view"
            address={plantAddress(plant)}
            value={{
              coords: plant.coords,
              shapesList: plant.shapesList,
              outfallsList: plant.outfallsList,
              coordinatesPointerList: plant.coordinatesPointerList,
            }}
            tileUrl={tileUrl}
            height={420}
          />
        </Paper>
      </Section>
      <Section title="Inspections" description="The forms this plant fills in, by permit type and frequency.">
        <PlantInspectionCards inspections={plant.inspections} />
      </Section>
      <Section title="Compliance calendar" description={calendarMessages.description}>
        <PlantCalendar plantUId={plant.id} />
      </Section>
      <Section title="Plant Users" description="The people assigned to this plant.">
        <PlantUsersTable users={plant.userdetailsList} />
      </Section>
    </Stack>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `plant-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <div>
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
