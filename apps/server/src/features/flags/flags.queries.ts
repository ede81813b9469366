import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { regions } from '../../db/schema';
import { prepared } from '../../lib/prepared';

const liveRegion = prepared((db) =>
  db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(
        eq(regions.id, sql.placeholder('regionId')),
        sql`(${sql.placeholder('orgId')}::integer is null or ${regions.orgId} = ${sql.placeholder('orgId')})`,
        sql`${regions.removedAt} is null`,
      ),
    )
    .prepare('flags_live_region'),
);

/** Whether a region is live and belongs to the organisation (any organisation's, for L1 in All: null). */
export async function regionIsLive(db: Db, regionId: number, orgId: number | null): Promise<boolean> {
  return (await liveRegion(db).execute({ regionId, orgId })).length > 0;
}
