import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '@envirotrack/shared';
import { bearer, makeUser, PASSWORD, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashPassword } from '../../lib/passwords';
import { createDiskStorage } from '../../lib/storage';
import { userPlants } from '../schema';
import { builtInForms } from '../seed/library';
import { installLibrary } from '../seed/library-loader';
import { generateHistory } from './history';
import { createOrganisation } from './organisation';

/** Generated inspections' signatures, read through the API by the people who may see their plants. */
let t: TestApp;
let orgId = 0;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
  await installLibrary(t.db, builtInForms);
  const org = await createOrganisation(t.db, {
    plants: 3,
    seed: 'signatures',
    passwordHash: await hashPassword(PASSWORD),
  });
  orgId = org.orgId;
  const to = addDays(today(), -1);
  await generateHistory(t.db, {
    orgId,
    from: addDays(to, -45),
    to,
    dailyFrom: addDays(to, -7),
    seed: 'signatures',
    storage: createDiskStorage(t.config.dataDir),
  });
  // An L4 of a plant whose inspections others signed (the generated operators sign their own).
  const [plant] = await rowsOf<{ id: number; regionId: number }>(sql`
    select p.id, p.region_id as "regionId" from plants p
    where p.org_id = ${orgId} and exists (select 1 from inspections i where i.plant_id = p.id)
    order by p.id limit 1`);
  const l4 = await makeUser(t.db, { level: 4, orgId, regionIds: [plant?.regionId ?? 0] });
  await t.db.insert(userPlants).values({ userId: l4.id, plantId: plant?.id ?? 0 });
});
afterAll(() => t.close());

/** Each person of a level with the signature images of the inspections at the plants they may see. */
async function viewers(level: 3 | 4) {
  const seen =
    level === 3
      ? sql`join user_regions ur on ur.user_id = u.id join plants p on p.region_id = ur.region_id`
      : sql`join user_plants up on up.user_id = u.id join plants p on p.id = up.plant_id`;
  return rowsOf<{ login: string; files: string[] }>(sql`
    select u.user_id as login, array_agg(distinct i.signature->>'file') as files
    from users u ${seen} join inspections i on i.plant_id = p.id
    where u.org_id = ${orgId} and u.access_level = ${level}
    group by u.user_id`);
}

const read = (token: string, file: string) =>
  t.app.inject({ method: 'GET', url: `/api/files/signatures/${file}`, headers: bearer(token) });

describe('signatures of generated (demo) inspections', () => {
  it.each([3, 4] as const)(
    'are shown to an L%i user for every inspection at the plants it may see',
    async (level) => {
      const people = await viewers(level);
      expect(people.length).toBeGreaterThan(0);
      for (const person of people) {
        const token = await signIn(t.app, person.login);
        for (const file of person.files) {
          const response = await read(token, file);
          expect(response.statusCode, `${person.login} reading ${file}`).toBe(200);
          expect(response.headers['content-type']).toBe('image/png');
        }
      }
    },
  );

  it('stay hidden from an L3 user of another region', async () => {
    const [pair] = await rowsOf<{ login: string; file: string }>(sql`
      select u.user_id as login, i.signature->>'file' as file
      from users u join user_regions ur on ur.user_id = u.id
      join inspections i on i.org_id = u.org_id
      join plants p on p.id = i.plant_id and p.region_id <> ur.region_id
      where u.org_id = ${orgId} and u.access_level = 3
        and not exists (select 1 from inspections o join plants op on op.id = o.plant_id
          join user_regions our on our.region_id = op.region_id and our.user_id = u.id
          where o.signature->>'file' = i.signature->>'file')
      limit 1`);
    expect(pair).toBeDefined();
    const response = await read(await signIn(t.app, pair?.login ?? ''), pair?.file ?? '');
    expect(response.statusCode).toBe(404);
  });
});
