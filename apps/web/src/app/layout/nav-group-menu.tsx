import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { DeferredPartProps } from '../../lib/deferred-control';
import { NavGroupButton } from './nav-group-button';
import type { NavGroupEntry } from './nav-config';

/** A menu bar entry's menu, loaded when first reached for (main-nav.tsx). */
export function NavGroupMenu({ entry, controlRef }: { entry: NavGroupEntry } & DeferredPartProps) {
  return (
    <Menu position="bottom-start" offset={6} shadow="md" width={220}>
      <Menu.Target>
        <NavGroupButton entry={entry} ref={controlRef} />
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
