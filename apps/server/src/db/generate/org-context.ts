import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  formPointSources,
  formTemplates,
  plantForms,
  plants,
  userPlants,
  userRegions,
  users,
} from '../schema';
import { type FormModel, loadFormModels } from './form-model';

export interface Person {
  id: number;
  name: string;
  jobTitle: string;
  level: number;
}

export interface PlantForm {
  model: FormModel;
  /** The point sources chosen for the plant; [null] when the form has none. */
  sources: ({ id: number; name: string } | null)[];
}

export interface PlantToFill {
  id: number;
  code: string;
  forms: PlantForm[];
  /** Who fills in its forms: its L4 users, else the organisation's L2 users. */
  creators: Person[];
  /** Who follows up its flags: an L3 of its region, else an L2. */
  reviewers: Person[];
}

/**
 * The plants of an organisation (or the listed ones), each with the forms chosen for it, its point sources
 * and its people, read in a handful of queries.
 */
export async function loadPlantsToFill(
  db: Db,
  orgId: number,
  plantIds?: readonly number[],
): Promise<PlantToFill[]> {
  const plantRows = await db
    .select({ id: plants.id, code: plants.plantId, regionId: plants.regionId })
    .from(plants)
    .where(
      and(
        eq(plants.orgId, orgId),
        isNull(plants.deletedAt),
        eq(plants.status, 1),
        plantIds ? inArray(plants.id, [...plantIds]) : undefined,
      ),
    )
    .orderBy(asc(plants.id));
  if (!plantRows.length) return [];
  const ids = plantRows.map((p) => p.id);
  const chosen = await db
    .select({
      plantId: plantForms.plantId,
      templateId: plantForms.templateId,
      sources: plantForms.pointSourceIds,
    })
    .from(plantForms)
    .innerJoin(formTemplates, eq(formTemplates.id, plantForms.templateId))
    .where(
      and(inArray(plantForms.plantId, ids), eq(formTemplates.active, true), isNull(formTemplates.deletedAt)),
    )
    .orderBy(asc(plantForms.plantId), asc(plantForms.templateId));
  const templateIds = [...new Set(chosen.map((c) => c.templateId))];
  const models = await loadFormModels(db, templateIds);
  const sourceRows = templateIds.length
    ? await db.select().from(formPointSources).where(inArray(formPointSources.templateId, templateIds))
    : [];
  const sourceById = new Map(sourceRows.map((s) => [s.id, s]));

  const people = await db
    .select({
      id: users.id,
      first: users.firstName,
      last: users.lastName,
      jobTitle: users.jobTitle,
      level: users.accessLevel,
    })
    .from(users)
    .where(and(eq(users.orgId, orgId), isNull(users.deletedAt), eq(users.status, 1)))
    .orderBy(asc(users.id));
  const person = (p: (typeof people)[number]): Person => ({
    id: p.id,
    name: `${p.first} ${p.last}`,
    jobTitle: p.jobTitle,
    level: p.level,
  });
  const byId = new Map(people.map((p) => [p.id, person(p)]));
  const admins = people.filter((p) => p.level === 2).map(person);
  if (!admins.length) throw new Error(`organisation ${orgId} has no L2 user to sign generated inspections`);
  const assigned = await db
    .select()
    .from(userPlants)
    .where(inArray(userPlants.plantId, ids))
    .orderBy(asc(userPlants.userId));
  const coordinatorIds = people.filter((p) => p.level === 3).map((p) => p.id);
  const regional = coordinatorIds.length
    ? await db.select().from(userRegions).where(inArray(userRegions.userId, coordinatorIds))
    : [];

  return plantRows.map((plant, index) => {
    const operators = assigned.flatMap((a) => {
      const p = a.plantId === plant.id ? byId.get(a.userId) : undefined;
      return p?.level === 4 ? [p] : [];
    });
    const coordinators = regional.flatMap((r) => {
      const p = r.regionId === plant.regionId ? byId.get(r.userId) : undefined;
      return p ? [p] : [];
    });
    const forms = chosen.flatMap((c) => {
      const model = c.plantId === plant.id ? models.get(c.templateId) : undefined;
      if (!model) return [];
      const sources = c.sources.flatMap((id) => {
        const s = sourceById.get(id);
        return s && s.templateId === c.templateId ? [{ id: s.id, name: s.name }] : [];
      });
      return [{ model, sources: sources.length ? sources : [null] }];
    });
    return {
      id: plant.id,
      code: plant.code,
      forms,
      creators: operators.length ? operators : admins.slice(index % admins.length).slice(0, 1),
      reviewers: coordinators.length ? coordinators : admins,
    };
  });
}
