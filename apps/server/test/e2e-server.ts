// Starts the built server for the browser tests: a fresh database with the administrator, the demo
// organisations and the fixture accounts the tests change, then `node dist/server.js` on it. With
// DATABASE_URL set (the config passes a fresh database on TEST_DATABASE_URL's server) it is a real
// PostgreSQL database, created here; else the embedded one under DATA_DIR.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { bootstrap } from '../src/db/seed/bootstrap';
import { seedE2eFixtures } from './e2e-fixtures';

const config = loadConfig();
if (config.databaseUrl) {
  const url = new URL(config.databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^envirotrack_e2e_[a-z0-9]+$/.test(name)) throw new Error(`not a browser-test database: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
}
const database = await openDatabase(config);
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
