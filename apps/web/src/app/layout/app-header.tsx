import { Burger, Divider, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '@envirotrack/shared';
import { Logo, LogoMark } from '../../components/logo';
import { OrganisationBadge } from '../../features/orgs/components/organisation-badge';
import type { Session } from '../../lib/session';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';
import classes from './layout.module.css';

export function AppHeader({ session }: { session: Session }) {
  const [navOpened, nav] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navOpened}
          onClick={nav.toggle}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation"
        />
        <Link to={paths.home} aria-label="EnviroTrack home" className={classes.homeLink}>
          <Group visibleFrom="md">
            <Logo size={30} />
          </Group>
          <Group hiddenFrom="md">
            <LogoMark size={30} />
          </Group>
        </Link>
        <Divider orientation="vertical" className={classes.divider} />
        <OrganisationBadge session={session} />
      </Group>
      <Group gap="md" wrap="nowrap">
        <Group visibleFrom="sm">
          <MainNav session={session} />
        </Group>
        <UserMenu session={session} />
      </Group>
      <MobileNav session={session} opened={navOpened} onClose={nav.close} />
    </header>
  );
}
