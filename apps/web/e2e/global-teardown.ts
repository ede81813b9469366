import fs from 'node:fs';

/** The run's server data (embedded database, uploads, mail outbox) is thrown away with the run. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('envirotrack-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
