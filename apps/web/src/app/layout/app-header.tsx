import { lazy, Suspense } from 'react';
import { Burger, Divider, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@envirotrack/shared';
import { Logo, LogoMark } from '../../components/logo';
import { OrganisationBadge } from '../../features/orgs/components/organisation-badge';
import { useBuiltDisclosure } from '../../lib/use-built-disclosure';
import { MainNav } from './main-nav';
import type { NavContext } from './nav-config';
import { UserMenu } from './user-menu';
import classes from './layout.module.css';

// The drawer is built when first opened, and its code loaded then (docs/decisions.md, First load).
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));

/** Mantine's `lg` breakpoint, from which the menu bar replaces the drawer. */
const WIDE = '(min-width: 75em)';

export function AppHeader({ context }: { context: NavContext }) {
  // Read when the header first renders, so one of the two menus is built, not both with one hidden: each
  // closed menu still mounts its popover, portal and transition, costly on a slow phone's first screen.
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: false });
  const [navOpened, nav, drawerBuilt] = useBuiltDisclosure();
  const { session, settings, otherOrganisations } = context;

  return (
    // A div: the layout's <header> is already the page's one banner landmark.
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={nav.toggle}
          hiddenFrom="lg"
          size="sm"
          aria-label="Open navigation"
        />
        <Link to={paths.home} aria-label="EnviroTrack home" className={classes.homeLink}>
          {/* The wordmark from 992 px, but not from 1200 to 1408 px, where the whole menu needs its room. */}
          <Group className={classes.wordmark}>
            <Logo size={30} />
          </Group>
          <Group className={classes.markOnly}>
            <LogoMark size={30} />
          </Group>
        </Link>
        <Divider orientation="vertical" className={classes.divider} />
        <OrganisationBadge session={session} otherOrganisations={otherOrganisations} />
        {settings.headerText && (
          <Group gap={6} wrap="nowrap" visibleFrom="md" miw={0} data-testid="header-text">
            <IconMapPin size={16} color="var(--mantine-color-green-7)" aria-hidden="true" />
            <Text size="sm" fw={500} c="gray.7" truncate maw={240}>
              {settings.headerText}
            </Text>
          </Group>
        )}
      </Group>
      <Group gap="md" wrap="nowrap">
        {/* Below 1200 px the menu is in the drawer: at tablet width the organisation name keeps its room. */}
        {wide && (
          <Group visibleFrom="lg">
            <MainNav context={context} />
          </Group>
        )}
        <UserMenu session={session} />
      </Group>
      {!wide && drawerBuilt && (
        <Suspense fallback={null}>
          <MobileNav context={context} opened={navOpened} onClose={nav.close} />
        </Suspense>
      )}
    </div>
  );
}
