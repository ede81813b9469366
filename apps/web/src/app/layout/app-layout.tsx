import { AppShell } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@envirotrack/shared';
import { SiteFooter } from '../../components/site-footer';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { PrintHeader } from './print-header';
import classes from './layout.module.css';

const HEADER_HEIGHT = 64;

export function AppLayout() {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header className="no-print">
        <AppHeader session={session} />
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <div className={classes.page}>
          <PrintHeader session={session} />
          <Outlet />
        </div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
