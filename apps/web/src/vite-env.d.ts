/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** The build's version (a growing number, as text); see vite.config.ts. */
declare const __APP_VERSION__: string;
