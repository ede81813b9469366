// A fixed dataset for the list tests: two organisations, regions, plants with hyphenated ids, ties on every
// sort column, inactive and deleted rows, and users of every level. Built with plain SQL (fast on PGlite too).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { makeOrg, makeUser, signIn } from './factories';

const FACILITIES = ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'];
const TOWNS = [
  ['Roanoke', 'VA'],
  ['Denton', 'TX'],
  ["Coeur d'Alene", 'ID'],
  ['Fort Worth', 'TX'],
  ['Winston-Salem', 'NC'],
];

/** `vacuum: false` leaves the statistics to a caller that adds more rows and vacuums once at the end. */
export async function makeListDataset(db: Db, plantsPerOrg: number, { vacuum = true } = {}) {
  const a = await makeOrg(db, { name: 'Lists A', regions: ['North', 'South', 'West'] });
  const b = await makeOrg(db, { name: 'Lists B', regions: ['North', 'East'] });
  const rows: string[] = [];
  for (const [org, prefix] of [
    [a, 'GV'],
    [b, 'BR'],
  ] as const) {
    for (let i = 1; i <= plantsPerOrg; i++) {
      const region = org.regions[i % org.regions.length]?.id ?? 0;
      const [town, state] = TOWNS[i % TOWNS.length] ?? ['Denton', 'TX'];
      // Names repeat (ties on the name sort), ids are hyphenated, some plants inactive.
      const name = `${town} ${FACILITIES[i % 3]} ${i % 7}`.replace(/'/g, "''");
      rows.push(
        `(${org.id}, '${prefix}-${String(i).padStart(3, '0')}', '${name}', '${i} Main St', ` +
          `'${town?.replace(/'/g, "''")}', '${state}', '00000', ${region}, '${FACILITIES[i % FACILITIES.length]}', ` +
          `${i % 9 === 0 ? 2 : 1}, ${i % 23 === 0 ? 'now()' : 'null'})`,
      );
    }
  }
  await db.execute(
    sql.raw(`insert into plants (org_id, plant_id, name, street, city, state, zip_code, region_id,
      facility_type, status, deleted_at) values ${rows.join(',')}`),
  );
  const [north, south] = a.regions.map((r) => r.id);
  const l1 = await makeUser(db, { level: 1, userId: 'lists.admin' });
  const a2 = await makeUser(db, { level: 2, orgId: a.id, userId: 'a.admin' });
  const a3 = await makeUser(db, {
    level: 3,
    orgId: a.id,
    userId: 'a.regional',
    regionIds: [north ?? 0, south ?? 0],
  });
  const a4 = await makeUser(db, { level: 4, orgId: a.id, userId: 'a.plant', regionIds: [north ?? 0] });
  const b2 = await makeUser(db, { level: 2, orgId: b.id, userId: 'b.admin' });
  await db.execute(sql`insert into user_plants (user_id, plant_id)
    select ${a4.id}, id from plants where org_id = ${a.id} and region_id = ${north ?? 0} and id % 3 = 0`);
  const people: string[] = [];
  for (let i = 1; i <= plantsPerOrg; i++) {
    const org = i % 4 === 0 ? b : a;
    const level = 2 + (i % 3);
    people.push(
      `(${org.id}, 'q.${['harlow', 'smith', 'o-neil'][i % 3]}${i}', 'q${i}@example.com', 'First${i % 5}', ` +
        `'Last${i % 6}', ${level}, 'x', ${i % 7 === 0 ? 2 : 1}, ${i % 19 === 0 ? 'now()' : 'null'})`,
    );
  }
  await db.execute(
    sql.raw(`insert into users (org_id, user_id, email, first_name, last_name, access_level, password_hash,
      status, deleted_at) values ${people.join(',')}`),
  );
  await db.execute(sql`insert into user_regions (user_id, region_id)
    select u.id, (select r.id from regions r where r.org_id = u.org_id order by r.id limit 1 offset (u.id % 2))
    from users u where u.access_level >= 3 and u.password_hash = 'x'`);
  // Vacuumed as autovacuum would: index-only scans need the visibility map.
  if (vacuum) await db.execute(sql`vacuum analyze`);
  return { a, b, users: { l1, a2, a3, a4, b2 } };
}

/** A viewer of the lists: who signs in, what the reference query must scope to, and `?orgId=` for L1. */
export interface ListViewer {
  name: string;
  token: string;
  level: number;
  orgId: number | null;
  userId: number;
  regionIds: number[];
  query?: string;
}

/** Signs in the dataset's users: L1 in All and in organisation A, L2/L3/L4 of A, L2 of B. */
export async function signInListViewers(
  app: FastifyInstance,
  data: Awaited<ReturnType<typeof makeListDataset>>,
): Promise<ListViewer[]> {
  const { a, b, users } = data;
  const [north, south] = a.regions.map((r) => r.id);
  const viewer = async (
    name: string,
    login: string,
    user: { id: number; accessLevel: number },
    orgId: number | null,
    regionIds: number[] = [],
    query?: string,
  ): Promise<ListViewer> => ({
    name,
    token: await signIn(app, login),
    level: user.accessLevel,
    orgId,
    userId: user.id,
    regionIds,
    query,
  });
  return [
    await viewer('L1 All', 'lists.admin', users.l1, null),
    await viewer('L1 in A', 'lists.admin', users.l1, a.id, [], `?orgId=${a.id}`),
    await viewer('L2 A', 'a.admin', users.a2, a.id),
    await viewer('L3 A', 'a.regional', users.a3, a.id, [north ?? 0, south ?? 0]),
    await viewer('L4 A', 'a.plant', users.a4, a.id, [north ?? 0]),
    await viewer('L2 B', 'b.admin', users.b2, b.id),
  ];
}
