import type { ReactNode } from 'react';
import { Badge, Box, Divider, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import type { PlantDetails } from '@envirotrack/shared';
import { plantStatusText, statusLabel } from './plant-format';

interface PlantInformationProps {
  plant: PlantDetails;
  /** Shows the organisation (L1 works across organisations). */
  withOrganisation: boolean;
  actions?: ReactNode;
}

/** The plant's fields (spec 2 §2.6) under a heading with its name, type and status. */
export function PlantInformation({ plant, withOrganisation, actions }: PlantInformationProps) {
  const active = plant.Active === 1;
  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" align="flex-start" gap="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="md" wrap="nowrap" miw={0}>
          <ThemeIcon size={56} radius="xl" color="orange" variant="light">
            <IconBuildingFactory2 size={28} />
          </ThemeIcon>
          <Box miw={0}>
            <Title order={3} style={{ overflowWrap: 'anywhere' }}>
              {plant.plantName}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {plant.plantId} · {plant.plantRegionName}
            </Text>
            <Group gap={6} mt={8}>
              <Badge variant="light" tt="none">
                {plant.facilityType}
              </Badge>
              <Badge variant="dot" color={active ? 'green' : 'gray'} tt="none">
                {statusLabel(plant.Active)}
              </Badge>
            </Group>
          </Box>
        </Group>
        {actions}
      </Group>
      <Divider />
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2, lg: 4 }}
        spacing="xl"
        verticalSpacing="lg"
        p={{ base: 'md', sm: 'xl' }}
        m={0}
      >
        <Field label="Plant ID">{plant.plantId}</Field>
        <Field label="Region">{plant.plantRegionName}</Field>
        <Field label="Name">{plant.plantName}</Field>
        {withOrganisation && <Field label="Organisation">{plant.orgName}</Field>}
        <Field label="Street">{plant.street}</Field>
        <Field label="City">{plant.city}</Field>
        <Field label="State">{plant.state}</Field>
        <Field label="Zip Code">{plant.zipCode}</Field>
        <Field label="Country">{plant.country}</Field>
        <Field label="Facility Type">{plant.facilityType}</Field>
        <Field label="Status">{plantStatusText(plant)}</Field>
      </SimpleGrid>
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A plain div: a dl may only hold dt/dd groups, and a role on the wrapper would break the list.
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text component="dd" m={0} mt={4} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
