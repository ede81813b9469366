import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { z } from 'zod';
import { ALL_ORGANISATIONS, sessionClaims, signedInHintCookie, type SignedIn } from '@envirotrack/shared';

/** Browser storage keys of spec 1 §3. */
export const storageKeys = {
  userInfo: 'userInfo',
  l1OrgId: 'L1OrgId',
  l1OrgLogo: 'L1OrgLogo',
} as const;

const sessionSchema = sessionClaims.extend({
  token: z.string().min(1),
  userId: z.string(),
  isLoggedIn: z.literal(true),
});
export type Session = z.infer<typeof sessionSchema>;

function isExpired(token: string): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return exp !== undefined && exp * 1000 <= Date.now();
  } catch {
    return true;
  }
}

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(storageKeys.userInfo);
    const parsed = sessionSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success && !isExpired(parsed.data.token) ? parsed.data : null;
  } catch {
    return null;
  }
}

let current = readStored();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== storageKeys.userInfo) return;
  current = readStored();
  notify();
});

/** The signed-in session, or null; an expired token counts as signed out. */
export function getSession(): Session | null {
  return current && !isExpired(current.token) ? current : null;
}

/** The stored session even when expired: calls still send its token so the server answers 'Session time-out'. */
export function storedSession(): Session | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * The signed-in hint cookie (no credential): the server then sends this browser the page that starts the app's
 * code as the HTML is parsed. index.html's boot script also brings it in line with the stored session.
 */
function signedInHint(on: boolean): void {
  document.cookie = signedInHintCookie(on) + (location.protocol === 'https:' ? '; Secure' : '');
}

export function saveSession({ token, user }: SignedIn): Session {
  const session: Session = { ...user, token, userId: user.UserId, isLoggedIn: true };
  localStorage.setItem(storageKeys.userInfo, JSON.stringify(session));
  signedInHint(true);
  current = session;
  notify();
  return session;
}

/** Clears every trace of the session in this browser: user info, L1 choice, per-session items. */
export function clearSession(): void {
  Object.values(storageKeys).forEach((key) => localStorage.removeItem(key));
  sessionStorage.clear();
  signedInHint(false);
  current = null;
  notify();
}

/** The organisation an L1 user acts in: an organisation id, or All. */
export function selectedL1Organisation(): string {
  return localStorage.getItem(storageKeys.l1OrgId) ?? ALL_ORGANISATIONS;
}

export function selectedL1Logo(): string {
  return localStorage.getItem(storageKeys.l1OrgLogo) ?? '';
}

export function selectL1Organisation(orgId: number | typeof ALL_ORGANISATIONS, logoUrl: string): void {
  localStorage.setItem(storageKeys.l1OrgId, String(orgId));
  localStorage.setItem(storageKeys.l1OrgLogo, logoUrl);
}
