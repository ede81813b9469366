import type { ReactNode } from 'react';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PlantDetails } from '@envirotrack/shared';
import type { Session } from '../../../lib/session';
import { plantPaths } from '../plant-paths';
import { InspectionPicker } from './inspection-picker';
import { PlantFormFields } from './plant-form-fields';
import { plantAddress } from './plant-format';
import { PlantMap } from './plant-map/plant-map';
import classes from './plant.module.css';
import { useNearbyPlants } from './use-nearby-plants';
import { usePlantForm } from './use-plant-form';

interface PlantFormProps {
  session: Session;
  /** The plant being updated; absent when adding one. */
  plant?: PlantDetails;
  /** Map tiles, from GET /me. */
  tileUrl: string;
}

/** Add Plant and Update Plant (spec 2 §2.4): the fields, the map beside them, then the inspection forms. */
export function PlantForm({ session, plant, tileUrl }: PlantFormProps) {
  const state = usePlantForm(session, plant);
  const { form } = state;
  const nearby = useNearbyPlants(session, form.values.state, !plant?.coords);

  return (
    <form id={plant ? 'UpdatePlant' : 'AddPlant'} onSubmit={state.submit} noValidate>
      <Stack gap="lg">
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Panel title="Plant details" description="Where the plant is and what kind of facility it runs.">
              <PlantFormFields
                form={form}
                session={session}
                plant={plant}
                onRegionChange={state.changeRegion}
                onFacilityTypeChange={state.changeFacilityType}
              />
            </Panel>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Panel title="Site map" description="Mark the outfalls, drainage and other points of the site.">
              <div className={classes.mapSlot}>
                <PlantMap
                  mode="edit"
                  address={plantAddress(form.values)}
                  value={state.map}
                  onChange={state.setMap}
                  tileUrl={tileUrl}
                  nearby={nearby}
                  height={440}
                />
              </div>
            </Panel>
          </Grid.Col>
        </Grid>
        <Panel
          title="Inspection forms"
          description="Choose the forms this plant fills in and, for stormwater forms, the outfalls they cover."
        >
          <InspectionPicker
            forms={state.forms}
            selection={state.selection}
            onChange={state.setSelection}
            loading={state.formsLoading}
            onRetry={state.formsError}
          />
        </Panel>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={plantPaths.list}>
            Cancel
          </Button>
          <Button type="submit" loading={state.saving} leftSection={<IconDeviceFloppy size={16} />} miw={140}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="md">
        <div>
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
