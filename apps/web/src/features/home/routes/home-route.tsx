import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBuildingFactory2, IconId, IconKey, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accessLevelLabel, messages, paths } from '@envirotrack/shared';
import { useSession } from '../../../lib/session';

const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

/** `/home`: a welcome with the user's name and organisation (the full home page comes later). */
export function HomeRoute() {
  const session = useSession();
  if (!session) return null;
  const organisation = session.orgId === null ? messages.allOrganisations : session.orgName;

  return (
    <Container size="xl" w="100%" py="xl">
      <Stack gap="xl">
        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 40 }}
          c="white"
          style={{ background: 'linear-gradient(135deg, #1d8250 0%, #0f5a35 70%, #0a4227 100%)' }}
        >
          <Stack gap="xs">
            <Text c="green.1" fw={500}>
              {greeting(new Date().getHours())},
            </Text>
            <Title order={1} fz={{ base: 28, sm: 36 }} c="white">
              Welcome, {session.First_Name}
            </Title>
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
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact icon={<IconId size={20} />} label="User ID" value={session.UserId} />
          <Fact icon={<IconBuildingFactory2 size={20} />} label="Organisation" value={organisation} />
          <Fact
            icon={<IconShieldCheck size={20} />}
            label="Access level"
            value={accessLevelLabel(session.Access_Level)}
          />
        </SimpleGrid>

        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" gap="md">
            <div>
              <Text fw={600}>Keep your account safe</Text>
              <Text size="sm" c="dimmed">
                Use a strong password that you do not use anywhere else.
              </Text>
            </div>
            <Button
              component={Link}
              to={paths.updatePassword}
              variant="light"
              leftSection={<IconKey size={16} />}
            >
              Change Password
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
            {label}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
