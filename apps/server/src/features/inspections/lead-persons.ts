// The lead person of a housekeeping sign-off (spec 2 §3 'Leadpersons: read from the user list'): one of the
// plant's people — its organisation's active L2 users, the L3 users of its region and the L4 users assigned to it.
import { and, asc, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { leadPersonMessages, namesLeadPerson, type LeadPersonChoice } from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { userPlants, userRegions, users } from '../../db/schema';
import { prepared } from '../../lib/prepared';
import type { TemplateRow } from '../../lib/form-catalogue.queries';
import { bad, type PlantFound } from './inspection-target';

const peopleStatement = prepared((db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.orgId, sql.placeholder('orgId')),
        isNull(users.deletedAt),
        eq(users.status, 1),
        or(
          eq(users.accessLevel, 2),
          and(
            eq(users.accessLevel, 3),
            exists(
              db
                .select({ one: sql`1` })
                .from(userRegions)
                .where(
                  and(
                    eq(userRegions.userId, users.id),
                    eq(userRegions.regionId, sql.placeholder('regionId')),
                  ),
                ),
            ),
          ),
          and(
            eq(users.accessLevel, 4),
            exists(
              db
                .select({ one: sql`1` })
                .from(userPlants)
                .where(
                  and(eq(userPlants.userId, users.id), eq(userPlants.plantId, sql.placeholder('plantId'))),
                ),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .prepare('lead_person_choices'),
);

export async function leadPersonChoices(db: Db, found: PlantFound): Promise<LeadPersonChoice[]> {
  const rows = await peopleStatement(db).execute({
    orgId: found.plant.orgId,
    regionId: found.plant.regionId,
    plantId: found.plant.id,
  });
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim(), userId: r.userId }));
}

/**
 * The lead person a save records: `undefined` keeps the saved one, null clears it, an id must be one of the
 * plant's people and the form one whose sign-off names a lead person.
 */
export async function leadPersonOf(
  db: Db,
  found: PlantFound,
  template: TemplateRow,
  asked: number | null | undefined,
  saved: number | null,
): Promise<number | null> {
  if (asked === undefined) return saved;
  if (asked === null) return null;
  if (!namesLeadPerson(template.parentId)) throw bad(leadPersonMessages.notThisForm);
  const people = await leadPersonChoices(db, found);
  if (!people.some((p) => p.id === asked)) throw bad(leadPersonMessages.notOfPlant);
  return asked;
}
