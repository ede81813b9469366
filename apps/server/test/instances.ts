import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openEmbedded, openPostgres } from '../src/db/client';
import { capturingMailer } from './test-app';

export interface Instances {
  /** Each instance's address, `http://127.0.0.1:port`. */
  urls: string[];
  /** The database they share (for setting up and checking). */
  db: Database['db'];
  close(): Promise<void>;
}

/**
 * Several app instances as a load balancer would see them: each its own process state, DATA_DIR and
 * connection pool, listening on its own loopback port, sharing one database and the configuration `env`
 * (the same JWT_SECRET; files in S3). On PGlite, which one process opens, they share its connection.
 */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instances> {
  const template = inject('dbTemplate');
  const databases: Database[] = [];
  let dropDatabase = async () => {};
  if (template.kind === 'embedded') {
    const shared = await openEmbedded({ dump: new Blob([await fs.readFile(template.dumpFile)]) });
    for (let i = 0; i < count; i += 1) databases.push(shared);
    dropDatabase = () => shared.close();
  } else {
    const name = `envirotrack_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.template}`);
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    for (let i = 0; i < count; i += 1) databases.push(openPostgres(url.toString(), 4));
    dropDatabase = async () => {
      await Promise.all(databases.map((d) => d.close()));
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    };
  }
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  const urls: string[] = [];
  for (const database of databases) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-instance-'));
    dirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JOBS: 'false',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    });
    const app = await buildApp({ config, database, logger: false, mailer: capturingMailer() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    apps.push(app);
    urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  const [first] = databases;
  if (!first) throw new Error('start at least one instance');
  return {
    urls,
    db: first.db,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await dropDatabase();
      await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
    },
  };
}
