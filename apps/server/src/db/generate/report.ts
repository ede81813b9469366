import type { Db } from '../client';
import { rawClient } from './writer';

export interface OrgCounts {
  inspections: number;
  versions: number;
  flags: number;
  openFlags: number;
}

/** What an organisation holds after a generation, counted in the database (not by the generator). */
export async function countOrg(db: Db, orgId: number): Promise<OrgCounts> {
  const { rows } = await rawClient(db).query<OrgCounts>(
    `select (select count(*) from inspections where org_id = $1)::int as inspections,
            (select count(*) from inspection_versions v join inspections i on i.id = v.inspection_id
              where i.org_id = $1)::int as versions,
            (select count(*) from inspection_flags where org_id = $1)::int as flags,
            (select count(*) from inspection_flags where org_id = $1 and status = 'open')::int as "openFlags"`,
    [orgId],
  );
  const [counts] = rows;
  if (!counts) throw new Error('count query returned no row');
  return counts;
}
