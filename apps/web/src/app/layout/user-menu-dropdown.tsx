import { Fragment } from 'react';
import { Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { accessLevelLabel } from '@envirotrack/shared';
import { useLogout } from '../../features/auth/api/logout';
import type { DeferredPartProps } from '../../lib/deferred-control';
import type { Session } from '../../lib/session';
import { endSession } from '../end-session';
import { visibleUserMenu } from './nav-config';
import { UserButton } from './user-button';

/** The user menu itself, loaded when first reached for (user-menu.tsx). */
export function UserMenuDropdown({ session, controlRef }: { session: Session } & DeferredPartProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const signOut = () => logout.mutate(undefined, { onSettled: () => endSession(queryClient, navigate) });

  return (
    <Menu position="bottom-end" offset={8} shadow="md" width={240}>
      <Menu.Target>
        <UserButton session={session} ref={controlRef} />
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
