import { fileURLToPath } from 'node:url';

// Resolves to apps/server both from src/paths.ts (tsx, tests) and from the bundled dist/server.js.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
