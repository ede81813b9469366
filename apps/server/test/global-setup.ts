import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbedded, openPostgres } from '../src/db/client';

export type DbTemplate =
  { kind: 'postgres'; url: string; template: string } | { kind: 'embedded'; dumpFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * Migrates one template database per run; each test file then gets its own copy (CREATE DATABASE ...
 * TEMPLATE on PostgreSQL, a loaded dump on PGlite), so files run in parallel without sharing data.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `envirotrack_tmpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(withDatabase(url, template), 1);
    await database.migrate();
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const database = await openEmbedded({ memory: true });
  await database.migrate();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-tmpl-'));
  const dumpFile = path.join(dir, 'template.tar.gz');
  await fs.writeFile(dumpFile, Buffer.from(await (await database.dump()).arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'embedded', dumpFile });
  return () => fs.rm(dir, { recursive: true, force: true });
}
