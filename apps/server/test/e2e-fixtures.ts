import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { organisations, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

interface E2eAccount {
  userId: string;
  level: 2 | 3 | 4;
  firstName: string;
  /** Training-portal sign-on (there is no API to set it). */
  elmsFlag?: boolean;
}

/**
 * Accounts that browser tests change (passwords, sessions), one per test so tests never disturb each other
 * or the demo users. All in the first demo organisation, with the demo password.
 */
export const e2eAccounts: readonly E2eAccount[] = [
  { userId: 'e2e.forgot', level: 4, firstName: 'Fran' },
  { userId: 'e2e.change', level: 4, firstName: 'Chris' },
  { userId: 'e2e.revoke', level: 3, firstName: 'Riley' },
  { userId: 'e2e.redirect', level: 2, firstName: 'Robin' },
  { userId: 'e2e.signout', level: 3, firstName: 'Sam' },
  { userId: 'e2e.network', level: 4, firstName: 'Nico' },
  { userId: 'e2e.keep', level: 4, firstName: 'Kim' },
  { userId: 'e2e.elms', level: 4, firstName: 'Elena', elmsFlag: true },
];

export async function seedE2eFixtures(db: Db, password: string): Promise<void> {
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.name, 'Granite Valley Materials'));
  if (!org) throw new Error('the demo organisation is missing: start with SEED_DEMO=true');
  await seedSummaryPlant(db, org.id);
  const passwordHash = await hashPassword(password);
  await db.insert(users).values(
    e2eAccounts.map((a) => ({
      orgId: org.id,
      userId: a.userId,
      email: `${a.userId}@e2e.example.com`,
      firstName: a.firstName,
      lastName: 'Tester',
      accessLevel: a.level,
      passwordHash,
      elmsFlag: a.elmsFlag ?? false,
    })),
  );
}

/** The Plant ID of the form summaries' plant (apps/web/e2e/form-summaries.spec.ts). */
export const SUMMARY_PLANT = 'E2E-SUM1';

/**
 * A plant made 45 days ago with the Daily Form given then, and no report: browser tests cannot date a plant
 * back, and only a plant older than the running period can miss one (the grid's 'Missing' cells).
 */
async function seedSummaryPlant(db: Db, orgId: number): Promise<void> {
  await db.execute(sql`
    with plant as (
      insert into plants (org_id, plant_id, name, street, city, state, zip_code, region_id, facility_type,
        created_at)
      select ${orgId}, ${SUMMARY_PLANT}, 'Summary Test Plant', '1 Test Way', 'Denton', 'TX', '76201', r.id,
        'Ready Mix', now() - interval '45 days'
      from regions r where r.org_id = ${orgId} order by r.id limit 1
      returning id)
    insert into plant_forms (plant_id, template_id, point_source_ids, assigned_at)
    select plant.id, t.id, '{}'::integer[], now() - interval '45 days'
    from plant, form_templates t where t.library_key = 'daily-form' and t.owner_org_id is null`);
}
