import fs from 'node:fs';
import pg from 'pg';

/**
 * Each server's data (database, uploads, mail outbox) is thrown away with the run: its data dir, and its
 * PostgreSQL database when it had one (E2E_DATABASE_URL_{i}, set by the config from TEST_DATABASE_URL).
 */
export default async function globalTeardown(): Promise<void> {
  for (let i = 0; i < Number(process.env.E2E_SERVERS ?? 0); i += 1) {
    const dir = process.env[`E2E_DATA_DIR_${i}`];
    if (dir?.includes('envirotrack-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
    const database = process.env[`E2E_DATABASE_URL_${i}`];
    if (database) await dropDatabase(database);
  }
}

async function dropDatabase(database: string): Promise<void> {
  const url = new URL(database);
  const name = url.pathname.slice(1);
  if (!/^envirotrack_e2e_[a-z0-9]+$/.test(name)) return;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    // The servers may still be running: their connections are closed with it.
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
