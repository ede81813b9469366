import { useDeferredValue } from 'react';
import { Navigate, Outlet, type LoaderFunctionArgs } from 'react-router';
import { defaultOrgSettings, paths } from '@envirotrack/shared';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { SiteFooter } from '../../components/site-footer';
import {
  ACCOUNT_INFO_PATH,
  accountInfoQuery,
  useAccountInfo,
} from '../../features/account/api/get-account-info';
import { getSession, useSession } from '../../lib/session';
import { awaitFirstData } from '../first-data';
import { requireSession } from '../guards';
import { AppHeader } from './app-header';
import { PrintHeader } from './print-header';
import classes from './layout.module.css';

const HEADER_HEIGHT = 64;

/** Signed-in screens only; on a first visit, GET /me (started by the boot script) is in the first render. */
export function appLayoutLoader(args: LoaderFunctionArgs) {
  requireSession(args);
  const session = getSession();
  return session ? awaitFirstData(ACCOUNT_INFO_PATH, accountInfoQuery(session.sid)) : null;
}

/**
 * The signed-in shell. It loads GET /me once per session for the header, menus and footer, and hands the
 * query to the pages through the outlet context (`useOutletContext<UseQueryResult<AccountInfo>>()`), since
 * features do not import each other.
 */
export function AppLayout() {
  const session = useSession();
  // GET /me's answer renders the header and the page again at transition priority, in slices: on a slow
  // phone the first screen's second render is not one long task.
  const account = useDeferredValue(useAccountInfo());
  if (!session) return <Navigate to={paths.login} replace />;
  const settings = account.data?.orgSettings ?? defaultOrgSettings;

  // Plain elements, not Mantine's AppShell: with a header only, it added ~21 KB to every first visit, and its
  // resize guard set an attribute on the shell's root just after the first screen, which restyled the
  // whole page again (~30 ms at 1x CPU; docs/decisions.md, First load).
  return (
    <>
      {/* The header's height as the offset that scrolling and the toasts keep clear of (global.css). */}
      <style>{`:root{--app-shell-header-offset:${HEADER_HEIGHT / 16}rem}`}</style>
      <SkipLink />
      <header className={`${classes.banner} no-print`}>
        <AppHeader
          context={{ session, settings, otherOrganisations: account.data?.otherOrganisations ?? [] }}
        />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.page}>
          <PrintHeader session={session} headerText={settings.headerText} />
          <Outlet context={account} />
        </div>
        <SiteFooter supportEmail={account.data?.supportEmail ?? null} />
      </main>
    </>
  );
}
