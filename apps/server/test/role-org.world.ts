import fs from 'node:fs/promises';
import type http from 'node:http';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { addDays, formatMdyDate, today } from '@envirotrack/shared';
import { bearer, signIn } from './factories';
import type { TestApp } from './test-app';

/** The kinds of caller every operation is tried as (issue 10: anonymous, each level, the other organisation). */
export const CALLERS = ['anon', 'l1all', 'l1a', 'a2', 'a3', 'a4', 'b2'] as const;
export type Caller = (typeof CALLERS)[number];
export type Person = Exclude<Caller, 'anon'>;

/**
 * Markers in the names of what a caller must never be shown: everything of organisation A carries
 * 'Azurite', everything of B 'Bravo' (neither organisation's users may read the other's, nor L1 acting in
 * A read B's), and A's South plant 'Southyard' (A's L3 of North and L4 of a North plant must not read it).
 */
export const HIDDEN_FROM: Partial<Record<Caller, string[]>> = {
  l1a: ['bravo'],
  a2: ['bravo'],
  a3: ['bravo', 'southyard'],
  a4: ['bravo', 'southyard'],
  b2: ['azurite'],
};

/** The library form the fixture's plants use and its inspections are made with. */
export const FORM = 'fx-daily';

/** What the fixture made (see buildWorld in role-org.fixture.ts). */
export interface World {
  t: TestApp;
  geocoder: http.Server;
  orgA: number;
  orgB: number;
  north: number;
  south: number;
  plantN: number;
  plantS: number;
  plantB: number;
  /** A form organisation A made for itself (set-up, rename and reads target it). */
  customForm: string;
  /** The date of the saved inspections (YYYY-MM-DD). */
  date: string;
  inspectionB: number;
  photoN: string;
  signatureN: string;
  photoS: string;
  /** A photo A's L4 uploaded for plant N and attached to nothing yet. */
  loosePhoto: string;
  /** The id of the daily form's 'Rain Amount' question. */
  rainQuestion: number;
  /** An L4 user of A in North, assigned to plant N: the target of the user reads. */
  worker: number;
  ids: Record<Person, number>;
  logins: Record<Person, string>;
  token: Record<Person, string>;
  /** A counter for unique names and dates. */
  serial: number;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Send with this token instead of the caller's own (a fresh session for calls that end one). */
  token?: string;
}

/** Sends `call` as `who` (anonymous: without a token). */
export function send(w: World, who: Caller, call: Call) {
  const token = call.token ?? (who === 'anon' ? undefined : w.token[who]);
  const options: InjectOptions = {
    method: call.method,
    url: call.url,
    headers: { ...(token ? bearer(token) : {}), ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as InjectOptions['payload'] }),
  };
  return w.t.app.inject(options);
}

/** Sends and answers the data of a 200 answer (throws otherwise: the fixture itself is broken). */
export async function must<T>(w: World, who: Caller, call: Call): Promise<T> {
  const response = await send(w, who, call);
  if (response.statusCode !== 200) {
    throw new Error(`${who} ${call.method} ${call.url}: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: T }).data;
}

/** A new session of `who` (L1 in A switched to A), for calls that end or replace the session they use. */
export async function freshToken(w: World, who: Person): Promise<string> {
  const token = await signIn(w.t.app, w.logins[who]);
  if (who !== 'l1a') return token;
  const call: Call = { method: 'GET', url: `/api/orgDetailsChange/${w.orgA}`, token };
  return (await must<{ token: string }>(w, who, call)).token;
}

export const next = (w: World) => ++w.serial;
export const mdy = (isoDate: string) => formatMdyDate(isoDate);
/** A past date no other call used: daily inspections are one per plant and day. */
export const freshDate = (w: World) => addDays(today(), -10 - next(w));

/**
 * Every table's row count and a checksum of all its rows, and the stored files: what a refused call must
 * leave as it was. Attempt counters are left out: counting refused attempts is their job.
 */
export async function snapshot(w: World): Promise<Record<string, string>> {
  const listed = (await w.t.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'attempt_counters'
        order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const parts = listed.rows.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::int as n,
        md5(coalesce(string_agg(md5(x::text), ',' order by md5(x::text)), '')) as h from "${name}" x`,
  );
  const rows = (await w.t.db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; n: number; h: string }[];
  };
  const state: Record<string, string> = {};
  for (const row of rows.rows) state[row.name] = `${row.n} rows ${row.h}`;
  const files = await fs.readdir(w.t.config.dataDir, { recursive: true, withFileTypes: true });
  state.files = files
    .filter((f) => f.isFile())
    .map((f) => `${f.parentPath}/${f.name}`)
    .sort()
    .join(',');
  return state;
}
