import { IconKey, IconLogout, type Icon } from '@tabler/icons-react';
import { canSeeMenuItem, paths, type MenuItemKey } from '@envirotrack/shared';
import type { Session } from '../../lib/session';

export interface NavLinkEntry {
  label: string;
  to: string;
  visible?: (session: Session) => boolean;
}

export interface NavGroupEntry {
  label: string;
  children: NavLinkEntry[];
  visible?: (session: Session) => boolean;
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

export const mainNav: NavEntry[] = [{ label: 'Home', to: paths.home }];

export type UserMenuEntry =
  | { key: Exclude<MenuItemKey, 'signOut'>; label: string; icon: Icon; to: string }
  | { key: 'signOut'; label: string; icon: Icon };

export const userMenu: UserMenuEntry[] = [
  { key: 'changePassword', label: 'Change Password', icon: IconKey, to: paths.updatePassword },
  { key: 'signOut', label: 'Sign Out', icon: IconLogout },
];

const isVisible = (entry: { visible?: (session: Session) => boolean }, session: Session) =>
  entry.visible?.(session) ?? true;

/** The main navigation a user sees: entries their role allows, groups keeping only allowed links. */
export function visibleMainNav(session: Session): NavEntry[] {
  return mainNav.flatMap((entry): NavEntry[] => {
    if (!isVisible(entry, session)) return [];
    if (!('children' in entry)) return [entry];
    const children = entry.children.filter((child) => isVisible(child, session));
    return children.length ? [{ ...entry, children }] : [];
  });
}

export const visibleUserMenu = (session: Session): UserMenuEntry[] =>
  userMenu.filter((entry) => canSeeMenuItem(session.Access_Level, entry.key));
