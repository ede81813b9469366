// Real parameters for the calls, read from the benchmark database: users to sign in as, plants, dates with
// inspections, forms and point sources, and the plants writers may submit today's Daily Form for.
import { addDays, mondayOf, periodKey, today } from '@envirotrack/shared';
import type pg from 'pg';
import { withClient } from './dataset';
import { databaseUrl, settings } from './settings';

export interface InspectionSample {
  inspectionId: number;
  plantId: number;
  formKey: string;
  pointSourceId: number | null;
  /** ISO date. */
  date: string;
  inspectionType: string;
}

export interface Params {
  orgId: number;
  l2Login: string;
  l4: { id: number; login: string };
  /** A town in plant names, for the plant search ('Roanoke' when plants there exist). */
  town: string;
  userSearch: string;
  plants: { id: number; facilityType: string }[];
  /** Existing inspections across the organisation, and at the L4 user's plants. */
  samples: InspectionSample[];
  l4Samples: InspectionSample[];
  /** L3 and L4 users, whose plant lists are read. */
  scopedUsers: number[];
  /** The Daily Form: its key, root template id, today's period key and the plants that have it. */
  daily: { key: string; rootId: number; periodKey: string; plants: number[] };
  /** Plants with the Daily Form and no Daily Form inspection today, for the writers. */
  writerPlants: number[];
  /** The L3 user of the region with the most plants, and that region (the report lists' region filter). */
  l3: { login: string; regionId: number };
  /** Per report list: the period it is asked about and how many inspections it holds (all, in the region). */
  reports: ReportPeriod[];
  /** Open flags of the organisation, in random order, for the benchmark's closes. */
  openFlags: { inspectionId: number; questionId: number; moduleIndex: number }[];
  /** The organisation's plants with the most open flags (the corrective-action follow-up chooser). */
  flagPlants: number[];
  /** Inspections with a live flag (flagged forms), and the L3's region's name (a flagged forms search). */
  flagged: number[];
  regionName: string;
  /** Monthly inspections of the monthly report period (plant, FormId, point source): the monthly grids. */
  monthlyGrids: { plantId: number; formKey: string; pointSource: string | null }[];
}

export interface ReportPeriod {
  slug: 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'yearly';
  /** The last complete day, week and month before today, the running quarter and year (the fullest). */
  periodKey: string;
  date: string;
  total: number;
  inRegion: number;
}

/** The period each report list is measured on, all holding generated inspections. */
function reportPeriods(todayIso: string): Omit<ReportPeriod, 'total' | 'inRegion'>[] {
  const yesterday = addDays(todayIso, -1);
  const lastWeek = addDays(mondayOf(todayIso), -3);
  const lastMonth = addDays(`${todayIso.slice(0, 7)}-01`, -1);
  return [
    { slug: 'daily', periodKey: periodKey('Daily', yesterday), date: yesterday },
    { slug: 'weekly', periodKey: periodKey('Weekly', lastWeek), date: lastWeek },
    { slug: 'monthly', periodKey: periodKey('Monthly', lastMonth), date: lastMonth },
    { slug: 'quarterly', periodKey: periodKey('Quarterly', yesterday), date: yesterday },
    { slug: 'yearly', periodKey: periodKey('Yearly', yesterday), date: yesterday },
  ];
}

const SAMPLE_SQL = `select i.id as "inspectionId", i.plant_id as "plantId", t.form_key as "formKey", i.point_source_id as "pointSourceId",
    i.inspection_date::text as date, i.inspection_type as "inspectionType"
  from inspections i join form_templates t on t.id = i.template_id`;

async function one<T>(client: pg.Client, text: string, values: unknown[], what: string): Promise<T> {
  const { rows } = await client.query<T & pg.QueryResultRow>(text, values);
  if (!rows[0]) throw new Error(`no ${what} in ${settings.dbName}`);
  return rows[0];
}

async function samples(client: pg.Client, where: string, values: unknown[]): Promise<InspectionSample[]> {
  const { rows } = await client.query<InspectionSample>(
    `${SAMPLE_SQL} where ${where} order by random() limit 500`,
    values,
  );
  if (!rows.length) throw new Error(`no inspections (${where}) in ${settings.dbName}`);
  return rows;
}

export function readParams(orgId: number): Promise<Params> {
  return withClient(databaseUrl(settings.dbName), async (client) => {
    const list = async <T>(text: string, values: unknown[]) =>
      (await client.query<T & pg.QueryResultRow>(text, values)).rows;
    const l2 = await one<{ login: string }>(
      client,
      'select user_id as login from users where org_id = $1 and access_level = 2 order by id limit 1',
      [orgId],
      'L2 user',
    );
    const l4 = await one<{ id: number; login: string }>(
      client,
      `select u.id, u.user_id as login from users u join user_plants up on up.user_id = u.id
       where u.org_id = $1 and u.access_level = 4 group by u.id order by count(*) desc, u.id limit 1`,
      [orgId],
      'L4 user with plants',
    );
    const town = await one<{ city: string }>(
      client,
      `select city from plants where org_id = $1 group by city order by (city = 'Roanoke') desc, count(*) desc
       limit 1`,
      [orgId],
      'plant',
    );
    const lastName = await one<{ name: string }>(
      client,
      'select last_name as name from users where org_id = $1 and access_level = 4 order by id limit 1',
      [orgId],
      'L4 user',
    );
    const daily = await one<{ key: string; rootId: number }>(
      client,
      `select form_key as key, id as "rootId" from form_templates where library_key = 'daily-form'`,
      [],
      'Daily Form',
    );
    const todayKey = periodKey('Daily', today());
    const dailyPlants = await list<{ id: number; filled: boolean }>(
      `select p.id, exists (select 1 from inspections i where i.plant_id = p.id and i.form_root_id = $2
           and i.period_key = $3) as filled
       from plants p join plant_forms pf on pf.plant_id = p.id join form_templates t on t.id = pf.template_id
       where p.org_id = $1 and coalesce(t.based_on_id, t.id) = $2 and p.status = 1 order by p.id`,
      [orgId, daily.rootId, todayKey],
    );
    const l3 = await one<{ login: string; regionId: number }>(
      client,
      `select u.user_id as login, ur.region_id as "regionId" from users u
       join user_regions ur on ur.user_id = u.id
       where u.org_id = $1 and u.access_level = 3
       order by (select count(*) from plants p where p.region_id = ur.region_id) desc, u.id limit 1`,
      [orgId],
      'L3 user',
    );
    const reports: ReportPeriod[] = [];
    for (const period of reportPeriods(today())) {
      const counts = await one<{ total: number; inRegion: number }>(
        client,
        `select count(*)::int as total,
           count(*) filter (where p.region_id = $3)::int as "inRegion"
         from inspections i join plants p on p.id = i.plant_id where i.org_id = $1 and i.period_key = $2`,
        [orgId, period.periodKey, l3.regionId],
        'report period',
      );
      reports.push({ ...period, ...counts });
    }
    const region = await one<{ name: string }>(
      client,
      'select name from regions where id = $1',
      [l3.regionId],
      'L3 region',
    );
    const flagged = await list<{ id: number }>(
      `select distinct inspection_id as id from inspection_flags where org_id = $1 and status <> 'withdrawn'
       and inspection_id % 97 = 0 limit 200`,
      [orgId],
    );
    const monthlyKey = reports.find((r) => r.slug === 'monthly')?.periodKey ?? '';
    const monthlyGrids = await list<{ plantId: number; formKey: string; pointSource: string | null }>(
      `select i.plant_id as "plantId", t.form_key as "formKey", i.point_source as "pointSource"
       from inspections i join form_templates t on t.id = i.template_id
       where i.org_id = $1 and i.period_key = $2 order by random() limit 200`,
      [orgId, monthlyKey],
    );
    return {
      orgId,
      l2Login: l2.login,
      monthlyGrids,
      flagged: flagged.map((f) => f.id),
      regionName: region.name,
      l3,
      reports,
      l4,
      town: town.city,
      userSearch: lastName.name,
      plants: await list<{ id: number; facilityType: string }>(
        `select id, facility_type as "facilityType" from plants where org_id = $1 order by random() limit 500`,
        [orgId],
      ),
      samples: await samples(client, 'i.org_id = $1', [orgId]),
      l4Samples: await samples(
        client,
        'i.plant_id in (select plant_id from user_plants where user_id = $1)',
        [l4.id],
      ),
      scopedUsers: (
        await list<{ id: number }>(
          'select id from users where org_id = $1 and access_level in (3, 4) order by random() limit 100',
          [orgId],
        )
      ).map((u) => u.id),
      daily: { ...daily, periodKey: todayKey, plants: dailyPlants.map((p) => p.id) },
      writerPlants: dailyPlants.filter((p) => !p.filled).map((p) => p.id),
      openFlags: await list<{ inspectionId: number; questionId: number; moduleIndex: number }>(
        `select inspection_id as "inspectionId", question_id as "questionId", module_index as "moduleIndex"
         from inspection_flags where org_id = $1 and status = 'open' order by random() limit 5000`,
        [orgId],
      ),
      flagPlants: (
        await list<{ id: number }>(
          `select i.plant_id as id from inspection_flags f join inspections i on i.id = f.inspection_id
           where f.org_id = $1 and f.status = 'open' group by i.plant_id order by count(*) desc limit 50`,
          [orgId],
        )
      ).map((p) => p.id),
    };
  });
}
