import type { ReactNode } from 'react';
import { Avatar, Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { accessLevelLabel, userActionMessages, type UserDetails } from '@envirotrack/shared';
import { toLevel } from './user-form-model';
import { formatDate, fullName, statusLabel } from './user-format';

interface UserInformationProps {
  user: UserDetails;
  /** The action icons or buttons shown beside the name. */
  actions?: ReactNode;
}

/** 'User Information' (spec 1 §2): regions for L3/L4 users, plants for L4; L1 users have All of both. */
export function UserInformation({ user, actions }: UserInformationProps) {
  const name = fullName(user);
  const level = toLevel(user.Access_Level);
  const initials = `${user.First_Name.slice(0, 1)}${user.Last_Name.slice(0, 1)}`.toUpperCase();

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" align="flex-start" gap="md" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="md" wrap="nowrap" miw={0}>
          <Avatar size={56} radius="xl" color="green" variant="light" fz="lg">
            {initials}
          </Avatar>
          <Box miw={0}>
            <Title order={3} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.Job_Title} · {user.orgName}
            </Text>
            <Group gap={6} mt={8}>
              <Badge variant="light" tt="none">
                Access level {accessLevelLabel(level)}
              </Badge>
              <Badge variant="dot" color={user.Active === 1 ? 'green' : 'gray'} tt="none">
                {statusLabel(user.Active)}
              </Badge>
            </Group>
          </Box>
        </Group>
        {actions}
      </Group>
      <Divider />
      <SimpleGrid
        component="dl"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="xl"
        verticalSpacing="lg"
        p={{ base: 'md', sm: 'xl' }}
        m={0}
      >
        <Field label="User ID">{user.UserId}</Field>
        <Field label="Full Name">{name}</Field>
        <Field label="Access Level">{accessLevelLabel(level)}</Field>
        <Field label="Job Title">{user.Job_Title}</Field>
        <Field label="Email">{user.Email}</Field>
        <Field label="Organisation">{user.orgName}</Field>
        {level === 1 && <Field label="Regions">{userActionMessages.all}</Field>}
        {level >= 3 && (
          <Field label="Regions">{names(user.Regions.map((region) => region.regionName))}</Field>
        )}
        {level === 1 && <Field label="Plants">{userActionMessages.all}</Field>}
        {level === 4 && <Field label="Plants">{names(user.Plants.map((plant) => plant.plantName))}</Field>}
        <Field label="Date Created">{formatDate(user.Date_Created)}</Field>
        <Field label="Status">{statusLabel(user.Active)}</Field>
      </SimpleGrid>
      <Divider />
      <Stack gap={4} p={{ base: 'md', sm: 'xl' }} component="dl" m={0}>
        <Field label="Job Description">
          <Text component="span" style={{ whiteSpace: 'pre-wrap' }}>
            {user.Job_Desc}
          </Text>
        </Field>
      </Stack>
    </Paper>
  );
}

function names(list: string[]): ReactNode {
  if (!list.length)
    return (
      <Text component="span" c="dimmed">
        {userActionMessages.noneAssigned}
      </Text>
    );
  return (
    <Group gap={6} component="span">
      {list.map((item) => (
        <Badge key={item} variant="default" tt="none" radius="sm">
          {item}
        </Badge>
      ))}
    </Group>
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
