import { Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { deferredControl } from '../../lib/deferred-control';
import { NavGroupButton } from './nav-group-button';
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

const DeferredNavGroup = deferredControl(() => import('./nav-group-menu').then((m) => m.NavGroupMenu));

function NavGroup({ entry }: { entry: NavGroupEntry }) {
  return (
    <DeferredNavGroup
      part={{ entry }}
      stub={(handlers) => (
        <NavGroupButton entry={entry} aria-haspopup="menu" aria-expanded={false} {...handlers} />
      )}
    />
  );
}
