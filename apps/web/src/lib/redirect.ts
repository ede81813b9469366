import { paths } from '@envirotrack/shared';

/** A return path only if it stays inside the app (no other origin, no loop back to the login). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return paths.home;
  }
  const pathname = target.split(/[?#]/)[0];
  return pathname === paths.login ? paths.home : target;
}

/** The login path that brings the visitor back to `target` after signing in. */
export function loginPathFor(target: string): string {
  const back = safeRedirect(target);
  return back === paths.home ? paths.login : `${paths.login}?redirect=${encodeURIComponent(back)}`;
}
