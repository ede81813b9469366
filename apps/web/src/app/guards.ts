import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@envirotrack/shared';
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
