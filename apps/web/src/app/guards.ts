import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, type AccessLevel } from '@envirotrack/shared';
import { loginPathFor } from '../lib/redirect';
import { getSession } from '../lib/session';

/** Protected routes: a signed-out visitor goes to the login, which brings them back afterwards. */
export function requireSession({ request }: LoaderFunctionArgs): null {
  if (getSession()) return null;
  const url = new URL(request.url);
  throw redirect(loginPathFor(`${url.pathname}${url.search}`));
}

/** The login and reset pages are for signed-out visitors only. */
export function redirectSignedIn(): null {
  if (getSession()) throw redirect(paths.home);
  return null;
}

/** Screens a level may not use (spec 1 §6) send the user home; the server refuses their calls anyway. */
export const requireLevel =
  (rule: (level: AccessLevel) => boolean) =>
  (args: LoaderFunctionArgs): null => {
    requireSession(args);
    const session = getSession();
    if (session && !rule(session.Access_Level)) throw redirect(paths.home);
    return null;
  };
