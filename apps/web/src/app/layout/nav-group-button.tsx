import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { NavGroupEntry } from './nav-config';
import classes from './layout.module.css';

type NavGroupButtonProps = ComponentPropsWithRef<'button'> & { entry: NavGroupEntry };

/** A menu bar entry that opens a group of pages: the menu's target, and its stub until the menu's code is here. */
export function NavGroupButton({ entry, ...props }: NavGroupButtonProps) {
  const { pathname } = useLocation();
  const active = entry.children.some((child) => pathname.startsWith(child.to));
  return (
    <Button
      {...props}
      variant="subtle"
      color={active ? 'green' : 'gray'}
      className={classes.navLink}
      data-active={active || undefined}
      rightSection={<IconChevronDown size={14} />}
    >
      {entry.label}
    </Button>
  );
}
