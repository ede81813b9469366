// Starts the built server for the browser tests: a fresh embedded database with the administrator, the
// demo organisations and the fixture accounts the tests change, then `node dist/server.js` on it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { openEmbedded } from '../src/db/client';
import { bootstrap } from '../src/db/seed/bootstrap';
import { seedE2eFixtures } from './e2e-fixtures';

const config = loadConfig();
const database = await openEmbedded({ dir: `${config.dataDir}/db` });
await database.migrate();
await bootstrap(database.db, config);
await seedE2eFixtures(database.db, config.demoPassword ?? '');
await database.close();

const server = spawn(process.execPath, [fileURLToPath(new URL('../dist/server.js', import.meta.url))], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
