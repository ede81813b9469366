import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { focusMainContent } from '../components/skip-link';
import { firstScreenCommitted } from '../lib/first-screen';

/**
 * After a move to another screen the focus goes to the main content, so keyboard and screen-reader users
 * start on the new page instead of on a link that is gone. Not on the first load (the browser starts at the
 * top anyway), and not when only the query changes: a list's search box keeps the focus while typing. Its
 * first commit is the app's first screen's (lib/first-screen.ts).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(firstScreenCommitted, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusMainContent();
  }, [pathname]);
  return <Outlet />;
}
