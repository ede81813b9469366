/**
 * A cookie that says only "this browser has a session" (the session itself stays in localStorage, and the
 * cookie carries no credential). The server sends such a browser the page that starts the app's code as the
 * HTML is parsed (`page`, written by the web build beside index.html); without it, index.html, whose boot
 * script starts the code after the prerendered sign-in screen's first frame (docs/decisions.md, First load).
 * The app sets it when a session is saved and clears it when the session is cleared; the boot script brings it
 * in line with the stored session on every page load.
 */
export const SIGNED_IN_HINT = {
  cookie: 'et-signed-in',
  page: 'index-signed-in.html',
  maxAgeSeconds: 400 * 24 * 60 * 60,
} as const;

/** The `document.cookie` assignment that sets (`on`) or clears the hint; over https add `; Secure`. */
export const signedInHintCookie = (on: boolean): string =>
  `${SIGNED_IN_HINT.cookie}=${on ? `1; Max-Age=${SIGNED_IN_HINT.maxAgeSeconds}` : '; Max-Age=0'}; Path=/; SameSite=Lax`;
