import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { visibleMainNav, type NavContext, type NavGroupEntry } from './nav-config';
import classes from './layout.module.css';

export function MainNav({ context }: { context: NavContext }) {
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
      {visibleMainNav(context).map((entry) =>
        'children' in entry ? (
          <NavGroup key={entry.label} entry={entry} />
        ) : (
          <NavLink key={entry.to} to={entry.to} className={classes.navLink}>
            {entry.label}
          </NavLink>
        ),
      )}
    </Group>
  );
}

function NavGroup({ entry }: { entry: NavGroupEntry }) {
  const { pathname } = useLocation();
  const active = entry.children.some((child) => pathname.startsWith(child.to));
  return (
    <Menu position="bottom-start" offset={6} shadow="md" width={220}>
      <Menu.Target>
        <Button
          variant="subtle"
          color={active ? 'green' : 'gray'}
          className={classes.navLink}
          data-active={active || undefined}
          rightSection={<IconChevronDown size={14} />}
        >
          {entry.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children.map((child) => (
          <Menu.Item key={child.to} component={Link} to={child.to}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
