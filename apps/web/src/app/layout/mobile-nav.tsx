import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { messages } from '@envirotrack/shared';
import { Logo } from '../../components/logo';
import type { Session } from '../../lib/session';
import { visibleMainNav } from './nav-config';

interface MobileNavProps {
  session: Session;
  opened: boolean;
  onClose: () => void;
}

export function MobileNav({ session, opened, onClose }: MobileNavProps) {
  const { pathname } = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} size={300} title={<Logo size={28} />} hiddenFrom="sm">
      <Text size="xs" c="dimmed">
        Organisation
      </Text>
      <Text size="sm" fw={600}>
        {session.orgId === null ? messages.allOrganisations : session.orgName}
      </Text>
      <Divider my="md" />
      <Stack component="nav" aria-label="Main" gap={2}>
        {visibleMainNav(session).map((entry) =>
          'children' in entry ? (
            <NavLink key={entry.label} label={entry.label} defaultOpened childrenOffset="md">
              {entry.children.map((child) => (
                <NavLink
                  key={child.to}
                  component={Link}
                  to={child.to}
                  label={child.label}
                  active={pathname.startsWith(child.to)}
                  onClick={onClose}
                />
              ))}
            </NavLink>
          ) : (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={entry.label}
              active={pathname === entry.to}
              onClick={onClose}
              fw={500}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ),
        )}
      </Stack>
    </Drawer>
  );
}
