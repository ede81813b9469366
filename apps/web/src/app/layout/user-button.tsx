import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Session } from '../../lib/session';
import classes from './layout.module.css';

type UserButtonProps = ComponentPropsWithRef<'button'> & { session: Session };

/** The header's button for the user menu: the menu's target, and its stub until the menu's code is here. */
export function UserButton({ session, ...props }: UserButtonProps) {
  return (
    <UnstyledButton {...props} className={classes.userButton} aria-label={`${session.First_Name}: user menu`}>
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
  );
}
