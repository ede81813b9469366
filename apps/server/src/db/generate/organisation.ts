import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { FACILITY_MIX, FIRST_NAMES, LAST_NAMES, REGIONS, STREETS } from './places';
import { cumulative, Rng } from './random';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const list = (values: unknown[]) => sql.param(values);

export interface OrgOptions {
  /** Default: 'Generated Materials {n}', the first n not taken. */
  name?: string;
  plants: number;
  seed: string;
  /** One hash for every generated user (hashing thousands of passwords would take minutes). */
  passwordHash: string;
}

export interface GeneratedOrg {
  orgId: number;
  name: string;
  plants: number;
  users: number;
  /** An L2 login of the organisation. */
  adminLogin: string;
}

/** Library forms a plant may go without, and how often it has them. */
const FORM_CHANCE: Record<string, number> = {
  'monthly-ust-spill': 0.5,
  'monthly-ust-rect': 0.3,
  'daily-weekly-check-additional': 0.6,
  'housekeeping-shop': 0.4,
  'weekly-dust-collector-fuel-area': 0.8,
  'monthly-visible-emissions': 0.7,
  'improvements-capex': 0.6,
  'maintenance-record': 0.8,
};
const DEFAULT_FORM_CHANCE = 0.95;
const OUTFALL_COUNTS = cumulative([0.45, 0.35, 0.2]);

const LABELS: Record<string, string> = {
  'Ready Mix': 'Ready Mix',
  Quarry: 'Quarry',
  Asphalt: 'Asphalt Plant',
  'Maintenance Shop': 'Maintenance Shop',
  Others: 'Plant',
};

async function freeName(db: Db, wanted: string | undefined): Promise<string> {
  if (wanted) {
    const found = await rows(db, sql`select 1 from organisations where lower(name) = lower(${wanted})`);
    if (found.length)
      throw new Error(`The organisation "${wanted}" exists already; choose another --org name.`);
    return wanted;
  }
  const names = await rows<{ name: string }>(
    db,
    sql`select name from organisations where name like 'Generated Materials %'`,
  );
  const taken = new Set(names.map((r) => r.name));
  let n = 1;
  while (taken.has(`Generated Materials ${n}`)) n++;
  return `Generated Materials ${n}`;
}

interface PlantDraft {
  code: string;
  name: string;
  street: string;
  town: (typeof REGIONS)[number]['towns'][number];
  region: number;
  facility: string;
  outfalls: number;
  operator: number | null;
}

interface UserDraft {
  userId: string;
  first: string;
  last: string;
  level: 2 | 3 | 4;
  jobTitle: string;
  region: number | null;
}

/** Plants in regions, with L2 administrators, an L3 per region and L4 operators on most plants. */
function draft(options: OrgOptions, regionCount: number): { plants: PlantDraft[]; users: UserDraft[] } {
  const rng = new Rng(options.seed, 'organisation');
  const mix = cumulative(FACILITY_MIX.map(([, weight]) => weight));
  const width = Math.max(3, String(options.plants).length);
  const users: UserDraft[] = [];
  const person = (level: 2 | 3 | 4, jobTitle: string, region: number | null) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    users.push({
      userId: `${first}.${last}${users.length + 1}`.toLowerCase(),
      first,
      last,
      level,
      jobTitle,
      region,
    });
    return users.length - 1;
  };
  const admins = Math.max(2, Math.ceil(options.plants / 2500));
  for (let i = 0; i < admins; i++) person(2, i === 0 ? 'Environmental Manager' : 'EHS Director', null);
  for (let r = 0; r < regionCount; r++) person(3, 'Regional Environmental Coordinator', r);

  const names = new Map<string, number>();
  const operators = new Map<number, { user: number; room: number }>();
  const plants = Array.from({ length: options.plants }, (_, i): PlantDraft => {
    const [facility = 'Ready Mix', , prefix = 'RM'] = FACILITY_MIX[rng.weighted(mix)] ?? [];
    const region = i % regionCount;
    const town = rng.pick(REGIONS[region]?.towns ?? []);
    const base = `${town.city} ${LABELS[facility] ?? facility}`;
    const seen = (names.get(base) ?? 0) + 1;
    names.set(base, seen);
    let operator: number | null = null;
    if (rng.chance(0.6)) {
      const current = operators.get(region);
      if (current && current.room > 0) {
        current.room--;
        operator = current.user;
      } else {
        operator = person(4, 'Plant Manager', region);
        operators.set(region, { user: operator, room: rng.int(0, 2) });
      }
    }
    return {
      code: `${prefix}-${String(i + 1).padStart(width, '0')}`,
      name: seen > 1 ? `${base} ${seen}` : base,
      street: `${rng.int(100, 9800)} ${rng.pick(STREETS)}`,
      town: {
        ...town,
        lat: Number((town.lat + rng.between(-0.08, 0.08)).toFixed(5)),
        lng: Number((town.lng + rng.between(-0.08, 0.08)).toFixed(5)),
      },
      region,
      facility,
      outfalls: rng.weighted(OUTFALL_COUNTS) + 1,
      operator,
    };
  });
  return { plants, users };
}

const outfallsOf = (plant: PlantDraft) =>
  Array.from({ length: plant.outfalls }, (_, i) => ({
    id: `outfall-${i + 1}`,
    latitude: Number((plant.town.lat - 0.0006 + i * 0.0004).toFixed(6)),
    longitude: Number((plant.town.lng + 0.0007 - i * 0.0003).toFixed(6)),
    name: `Outfall ${i + 1}`,
    pointerType: 'outfall',
  }));

/** Creates the organisation with its regions, users, plants and chosen forms: a few statements, one transaction. */
export function createOrganisation(db: Db, options: OrgOptions): Promise<GeneratedOrg> {
  return db.transaction(async (tx) => {
    const name = await freeName(tx, options.name);
    const regionCount = Math.min(REGIONS.length, Math.max(2, Math.ceil(options.plants / 50)));
    const { plants, users } = draft(options, regionCount);
    const [org] = await rows<{ id: number }>(
      tx,
      sql`insert into organisations (name) values (${name}) returning id`,
    );
    if (!org) throw new Error('organisation insert returned no row');
    const regionNames = REGIONS.slice(0, regionCount).map((r) => r.name);
    const regionRows = await rows<{ id: number; name: string }>(
      tx,
      sql`insert into regions (org_id, name) select ${org.id}, unnest(${list(regionNames)}::text[]) returning id, name`,
    );
    const regionIds = regionNames.map((n) => regionRows.find((row) => row.name === n)?.id);

    const userRows = await rows<{ id: number; user_id: string }>(
      tx,
      sql`insert into users (org_id, user_id, email, first_name, last_name, access_level, job_title, password_hash)
        select ${org.id}, u.user_id, u.user_id || ${`.${org.id}@generated.example.com`}, u.first, u.last, u.level,
          u.title, ${options.passwordHash}
        from unnest(${list(users.map((u) => u.userId))}::text[], ${list(users.map((u) => u.first))}::text[],
          ${list(users.map((u) => u.last))}::text[], ${list(users.map((u) => u.level))}::smallint[],
          ${list(users.map((u) => u.jobTitle))}::text[]) as u(user_id, first, last, level, title)
        returning id, user_id`,
    );
    const userIds = new Map(userRows.map((u) => [u.user_id, u.id]));
    const userId = (index: number) => userIds.get(users[index]?.userId ?? '');
    const withRegion = users.flatMap((u, i) => (u.region === null ? [] : [[userId(i), regionIds[u.region]]]));
    await tx.execute(
      sql`insert into user_regions (user_id, region_id)
        select * from unnest(${list(withRegion.map(([u]) => u))}::int[], ${list(withRegion.map(([, r]) => r))}::int[])`,
    );

    const column = <T>(pick: (p: PlantDraft) => T) => list(plants.map(pick));
    const plantRows = await rows<{ id: number; plant_id: string }>(
      tx,
      sql`insert into plants (org_id, plant_id, name, street, city, state, zip_code, region_id, facility_type, lat,
          lng, map)
        select ${org.id}, p.code, p.name, p.street, p.city, p.state, p.zip, p.region, p.facility, p.lat, p.lng,
          p.map::jsonb
        from unnest(${column((p) => p.code)}::text[], ${column((p) => p.name)}::text[],
          ${column((p) => p.street)}::text[], ${column((p) => p.town.city)}::text[],
          ${column((p) => p.town.state)}::text[], ${column((p) => p.town.zip)}::text[],
          ${column((p) => regionIds[p.region])}::int[], ${column((p) => p.facility)}::text[],
          ${column((p) => p.town.lat)}::float8[], ${column((p) => p.town.lng)}::float8[],
          ${column((p) => JSON.stringify({ shapes: [], outfalls: outfallsOf(p), coordinates: [] }))}::text[])
          as p(code, name, street, city, state, zip, region, facility, lat, lng, map)
        returning id, plant_id`,
    );
    const plantIds = new Map(plantRows.map((p) => [p.plant_id, p.id]));
    const operated = plants.filter((p) => p.operator !== null);
    await tx.execute(
      sql`insert into user_plants (user_id, plant_id)
        select * from unnest(${list(operated.map((p) => userId(p.operator ?? -1)))}::int[],
          ${list(operated.map((p) => plantIds.get(p.code)))}::int[])`,
    );
    await choosePlantForms(tx, options.seed, plants, plantIds);
    return {
      orgId: org.id,
      name,
      plants: plants.length,
      users: users.length,
      adminLogin: users[0]?.userId ?? '',
    };
  });
}

async function choosePlantForms(db: Db, seed: string, plants: PlantDraft[], plantIds: Map<string, number>) {
  const library = await rows<{ id: number; key: string; facility_types: string[]; sources: number[] }>(
    db,
    sql`select t.id, t.library_key as key, t.facility_types,
          coalesce(array_agg(s.id order by s.position) filter (where s.id is not null), '{}') as sources
        from form_templates t left join form_point_sources s on s.template_id = t.id
        where t.owner_org_id is null and t.deleted_at is null and t.active
        group by t.id order by t.id`,
  );
  const chosen: { plant: number; template: number; sources: string }[] = [];
  for (const plant of plants) {
    const rng = new Rng(seed, 'forms', plant.code);
    const id = plantIds.get(plant.code);
    if (id === undefined) continue;
    for (const form of library) {
      if (!form.facility_types.includes(plant.facility)) continue;
      if (!rng.chance(FORM_CHANCE[form.key] ?? DEFAULT_FORM_CHANCE)) continue;
      chosen.push({
        plant: id,
        template: form.id,
        sources: `{${form.sources.slice(0, plant.outfalls).join(',')}}`,
      });
    }
  }
  await db.execute(
    sql`insert into plant_forms (plant_id, template_id, point_source_ids)
      select p, t, s::int[] from unnest(${list(chosen.map((c) => c.plant))}::int[],
        ${list(chosen.map((c) => c.template))}::int[], ${list(chosen.map((c) => c.sources))}::text[]) as u(p, t, s)`,
  );
}

/**
 * Dates the organisation's plants and their forms back to the start of the generated history, as if they
 * had existed since (compliance status owes a form only from the day the plant had it).
 */
export async function backdateOrganisation(db: Db, orgId: number, from: string): Promise<void> {
  const since = sql`(${from}::date::timestamp at time zone 'America/Chicago')`;
  await db.execute(sql`update plants set created_at = ${since} where org_id = ${orgId}`);
  await db.execute(
    sql`update plant_forms set assigned_at = ${since}
      where plant_id in (select id from plants where org_id = ${orgId})`,
  );
}
