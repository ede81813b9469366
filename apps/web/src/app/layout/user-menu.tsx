import { Fragment } from 'react';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { accessLevelLabel } from '@envirotrack/shared';
import { useLogout } from '../../features/auth/api/logout';
import type { Session } from '../../lib/session';
import { endSession } from '../end-session';
import { visibleUserMenu } from './nav-config';
import classes from './layout.module.css';

export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const signOut = () => logout.mutate(undefined, { onSettled: () => endSession(queryClient, navigate) });

  return (
    <Menu position="bottom-end" offset={8} shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`${session.First_Name}: user menu`}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="green" variant="filled">
              {session.First_Name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="xs" truncate maw={140}>
              {session.First_Name}
            </Text>
            <IconChevronDown size={14} color="var(--mantine-color-gray-6)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          Signed in as {session.UserId} · {accessLevelLabel(session.Access_Level)}
        </Menu.Label>
        {visibleUserMenu(session).map((entry) => {
          const Icon = entry.icon;
          const icon = <Icon size={16} stroke={1.7} />;
          if (entry.key === 'signOut') {
            return (
              <Fragment key={entry.key}>
                <Menu.Divider />
                <Menu.Item leftSection={icon} color="red.8" onClick={signOut} disabled={logout.isPending}>
                  {entry.label}
                </Menu.Item>
              </Fragment>
            );
          }
          return (
            <Menu.Item key={entry.key} leftSection={icon} component={Link} to={entry.to}>
              {entry.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
