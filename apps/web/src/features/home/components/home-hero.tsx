import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { accessLevelLabel, messages, type AccountInfo } from '@envirotrack/shared';
import type { Session } from '../../../lib/session';
import { ArchivedAppButton } from './archived-app-button';
import classes from './home.module.css';

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

interface HomeHeroProps {
  session: Session;
  archivedApp: AccountInfo['archivedApp'];
}

/** The welcome: the user's name, organisation and level, and the archived application when there is one. */
export function HomeHero({ session, archivedApp }: HomeHeroProps) {
  const organisation = session.orgId === null ? messages.allOrganisations : session.orgName;
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.hero}>
      <Rings />
      <Group justify="space-between" align="flex-start" gap="lg" pos="relative">
        <Stack gap="xs" maw={640}>
          <Text c="green.1" fw={500}>
            {greeting(new Date().getHours())},
          </Text>
          <Title order={1} fz={{ base: 28, sm: 36 }} c="white">
            Welcome, {session.First_Name}
          </Title>
          <Text c="green.0" opacity={0.9}>
            Inspections, reports and follow-ups for your plants, kept ready for the inspector.
          </Text>
          <Group gap="xs" mt="xs">
            <Badge
              variant="white"
              color="green"
              size="lg"
              tt="none"
              leftSection={<IconBuildingFactory2 size={14} />}
            >
              {organisation}
            </Badge>
            <Badge variant="outline" color="white" size="lg" c="white" tt="none">
              Access level {accessLevelLabel(session.Access_Level)}
            </Badge>
          </Group>
        </Stack>
        {archivedApp && (
          <Box>
            <ArchivedAppButton app={archivedApp} />
          </Box>
        )}
      </Group>
    </Paper>
  );
}

function Rings() {
  return (
    <svg className={classes.heroRings} viewBox="0 0 400 400" fill="none" aria-hidden="true">
      {[60, 100, 140, 180].map((r) => (
        <circle key={r} cx="200" cy="200" r={r} stroke="white" strokeWidth="2" />
      ))}
    </svg>
  );
}
