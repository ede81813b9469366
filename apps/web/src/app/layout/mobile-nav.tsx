import { Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { messages } from '@envirotrack/shared';
import { Logo } from '../../components/logo';
import { visibleMainNav, type NavContext } from './nav-config';

interface MobileNavProps {
  context: NavContext;
  opened: boolean;
  onClose: () => void;
}

export function MobileNav({ context, opened, onClose }: MobileNavProps) {
  const { pathname } = useLocation();
  const { session, settings } = context;
  return (
    <Drawer opened={opened} onClose={onClose} size={300} title={<Logo size={28} />} hiddenFrom="lg">
      <Text size="xs" c="dimmed">
        Organisation
      </Text>
      <Text size="sm" fw={600}>
        {session.orgId === null ? messages.allOrganisations : session.orgName}
      </Text>
      {settings.headerText && (
        <Text size="xs" c="dimmed" mt={2}>
          {settings.headerText}
        </Text>
      )}
      <Divider my="md" />
      <Stack component="nav" aria-label="Main" gap={2}>
        {visibleMainNav(context).map((entry) =>
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
