import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';

export function listOrganisations(db: Db) {
  return db
    .select({ id: organisations.id, name: organisations.name, logoUrl: organisations.logoUrl })
    .from(organisations)
    .orderBy(asc(sql`lower(${organisations.name})`));
}
