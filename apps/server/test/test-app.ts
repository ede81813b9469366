import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openEmbedded, openPostgres } from '../src/db/client';
import { createMailer, type Mail, type Mailer } from '../src/lib/mail';

/** A database of this test file's own, copied from the migrated template. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'embedded') {
    return openEmbedded({ dump: new Blob([await fs.readFile(template.dumpFile)]) });
  }
  const name = `envirotrack_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

/** Collects mail instead of delivering it; the mailer itself is tested against a real SMTP server. */
export function capturingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    transport: 'folder',
    sent,
    send: async (mail) => {
      sent.push(mail);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database['db'];
  /** With `recordStatements`: every statement the app issued, in order (plan tests EXPLAIN them). */
  statements: { query: string; params: unknown[] }[];
  config: Config;
  mail: Mail[];
  /** The app's mailer (spy on `send` to make a delivery fail). */
  mailer: Mailer;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    recordStatements?: boolean;
    logTo?: { write(line: string): void };
    /** Deliver mail with the app's own mailer (to SMTP_URL, e.g. test/smtp-sink.ts) instead of capturing it. */
    realMail?: boolean;
  } = {},
): Promise<TestApp> {
  const opened = await openTestDatabase();
  const statements: TestApp['statements'] = [];
  const database = options.recordStatements
    ? { ...opened, db: opened.logged({ logQuery: (query, params) => statements.push({ query, params }) }) }
    : opened;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '1000',
    // The job queue takes seconds to start: off unless a test asks for it (jobs sent then run at once).
    JOBS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const captured = capturingMailer();
  const mailer = options.realMail ? createMailer(config, database.db, pino({ level: 'silent' })) : captured;
  const logger = options.logTo ? { ...loggerOptions(config), stream: options.logTo } : false;
  const app = await buildApp({ config, database, logger, mailer });
  await app.ready();
  return {
    app,
    db: database.db,
    statements,
    config,
    mail: captured.sent,
    mailer,
    async close() {
      await app.close();
      await opened.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
