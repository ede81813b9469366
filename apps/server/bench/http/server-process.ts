// The server under test: the built dist/server.js as a child process on a free port of 127.0.0.1.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_ADMIN, BENCH_PASSWORD, databaseUrl, settings } from './settings';

export interface RunningServer {
  port: number;
  stop(): Promise<void>;
}

const entry = () => path.join(settings.serverDir, 'dist/server.js');
/** One secret per benchmark run, so tokens signed by one server start stay valid after a restart. */
const jwtSecret = randomBytes(32).toString('hex');

/** Builds the server (esbuild, seconds) when dist is missing or BENCH_BUILD asks for it. */
export function ensureBuilt(): void {
  if (fs.existsSync(entry()) && !settings.build) return;
  console.log(`building ${settings.serverDir}`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: settings.serverDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed in ${settings.serverDir}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitHealthy(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`the server did not become healthy on port ${port}; last lines of ${log}:\n${tail}`);
}

/** Starts the server on the benchmark database; it migrates, installs the library and creates the L1 admin. */
export async function startServer(options: { sqlTiming: boolean }): Promise<RunningServer> {
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const port = await freePort();
  const log = path.join(settings.dataDir, 'server.log');
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, [...settings.serverNodeArgs, entry()], {
    cwd: settings.serverDir,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl(settings.dbName),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: settings.dataDir,
      JWT_SECRET: jwtSecret,
      ADMIN_USER: BENCH_ADMIN,
      ADMIN_PASSWORD: BENCH_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: settings.logLevel,
      AUTH_RATE_LIMIT: '100000',
      SQL_TIMING: String(options.sqlTiming),
      WEB_DIST: path.join(settings.dataDir, 'no-web'),
    },
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  };
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  try {
    await waitHealthy(port, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    stop: async () => {
      process.off('exit', onExit);
      await stop();
    },
  };
}
