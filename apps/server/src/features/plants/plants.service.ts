import {
  can,
  plantMessages,
  regionPlantsMessages,
  type PlantDetails,
  type plantBody,
  type SelectableForm,
} from '@envirotrack/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit.queries';
import { groupByPermit, summaryOf } from '../../lib/form-catalogue';
import { listEffectiveTemplates, pointSourcesOf } from '../../lib/form-catalogue.queries';
import { Problem } from '../../lib/problem';
import { requireCan, type AuthContext } from '../../plugins/auth';
import {
  activePlantsOfRegions,
  findPlant,
  insertPlant,
  liveRegionIds,
  plantFormsOf,
  plantIdTaken,
  plantUsers,
  regionInOrg,
  replacePlantForms,
  unassignPlantUsers,
  updatePlantRow,
} from './plants.queries';
import { scopeOf } from '../../lib/plant-scope';

type PlantInput = z.output<typeof plantBody>;

/** The organisation's forms for a facility type, each marked as selected for the plant or not. */
export async function selectableFormsFor(
  db: Db,
  orgId: number,
  facilityType: string,
  selected: { templateId: number; pointSourceIds: number[] }[],
): Promise<Record<string, Record<string, SelectableForm[]>>> {
  const templates = await listEffectiveTemplates(db, orgId, facilityType);
  const sources = await pointSourcesOf(
    db,
    templates.map((t) => t.id),
  );
  const forms = templates.map((template) => {
    const choice = selected.find((s) => s.templateId === template.id);
    const summary = summaryOf(template, sources);
    return {
      ...summary,
      IsSelected: choice !== undefined,
      PointSources: summary.PointSources.map((ps) => ({
        ...ps,
        IsSelected: choice?.pointSourceIds.includes(ps.PsId) ?? false,
      })),
    };
  });
  return groupByPermit(forms);
}

/** Checks the chosen forms: forms this organisation uses for the facility type, with their own point sources. */
async function formSelection(db: Db, orgId: number, input: PlantInput) {
  const templates = await listEffectiveTemplates(db, orgId, input.facilityType);
  const sources = await pointSourcesOf(
    db,
    templates.map((t) => t.id),
  );
  return input.inspections.map((choice) => {
    const template = templates.find((t) => t.formKey === choice.FormId);
    if (!template)
      throw new Problem(
        'badInput',
        `The form ${choice.FormId} is not available for ${input.facilityType} plants.`,
      );
    const own = sources.filter((s) => s.templateId === template.id).map((s) => s.id);
    if (choice.PointSources.some((id) => !own.includes(id))) {
      throw new Problem('badInput', `A point source does not belong to the form ${template.name}.`);
    }
    // A point-source form is filled in per outfall: without one its Begin Form would lead nowhere.
    if (own.length && !choice.PointSources.length)
      throw new Problem('badInput', plantMessages.chooseOutfall(template.name));
    return { templateId: template.id, pointSourceIds: [...new Set(choice.PointSources)] };
  });
}

const rowValues = (input: PlantInput) => ({
  plantId: input.plantId,
  name: input.plantName,
  street: input.street,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  country: input.country,
  regionId: input.plantRegionId,
  facilityType: input.facilityType,
  lat: input.coords?.lat ?? null,
  lng: input.coords?.lng ?? null,
  map: { shapes: input.shapesList, outfalls: input.outfallsList, coordinates: input.coordinatesPointerList },
});

async function checkPlace(db: Db, orgId: number, input: PlantInput, exceptId?: number) {
  if (!(await regionInOrg(db, orgId, input.plantRegionId)))
    throw new Problem('badInput', 'The region does not belong to the organisation.');
  if (await plantIdTaken(db, orgId, input.plantId, exceptId)) {
    throw new Problem('conflict', `Plant ID ${input.plantId} already exists in this organisation.`);
  }
}

export async function addPlant(db: Db, auth: AuthContext, input: PlantInput): Promise<number> {
  if (!can.addPlant(auth.level) || auth.homeOrgId === null)
    throw new Problem('forbidden', 'Only L2 users add plants.');
  const orgId = auth.homeOrgId;
  await checkPlace(db, orgId, input);
  const forms = await formSelection(db, orgId, input);
  return db.transaction(async (tx) => {
    const id = await insertPlant(tx, { orgId, ...rowValues(input) });
    await replacePlantForms(tx, id, forms);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId,
      action: 'plant.create',
      entity: 'plant',
      entityId: id,
      details: { plantId: input.plantId },
    });
    return id;
  });
}

/** L1 and L2 edit. A new region unassigns the plant's users (the client asked for confirmation). */
export async function updatePlant(db: Db, auth: AuthContext, id: number, input: PlantInput) {
  if (auth.level > 2) throw new Problem('forbidden');
  const found = await findPlant(db, scopeOf(auth), id);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  const orgId = found.plant.orgId;
  await checkPlace(db, orgId, input, id);
  const forms = await formSelection(db, orgId, input);
  const regionChanged = found.plant.regionId !== input.plantRegionId;
  await db.transaction(async (tx) => {
    await updatePlantRow(tx, id, rowValues(input));
    await replacePlantForms(tx, id, forms);
    if (regionChanged) await unassignPlantUsers(tx, id);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId,
      action: 'plant.update',
      entity: 'plant',
      entityId: id,
      details: { regionChanged },
    });
  });
}

export async function plantDetails(db: Db, auth: AuthContext, id: number): Promise<PlantDetails> {
  const found = await findPlant(db, scopeOf(auth), id);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  const { plant } = found;
  const map = plant.map as {
    shapes?: PlantDetails['shapesList'];
    outfalls?: PlantDetails['outfallsList'];
    coordinates?: PlantDetails['coordinatesPointerList'];
  };
  return {
    id: plant.id,
    plantId: plant.plantId,
    plantName: plant.name,
    orgId: plant.orgId,
    orgName: found.orgName,
    street: plant.street,
    city: plant.city,
    state: plant.state,
    zipCode: plant.zipCode,
    country: plant.country,
    plantRegionId: plant.regionId,
    plantRegionName: found.regionName,
    facilityType: plant.facilityType as PlantDetails['facilityType'],
    Active: plant.status,
    lastActiveDate: plant.inactiveSince?.toISOString() ?? null,
    coords: plant.lat === null || plant.lng === null ? null : { lat: plant.lat, lng: plant.lng },
    inspections: await selectableFormsFor(
      db,
      plant.orgId,
      plant.facilityType,
      await plantFormsOf(db, plant.id),
    ),
    shapesList: map.shapes ?? [],
    outfallsList: map.outfalls ?? [],
    coordinatesPointerList: map.coordinates ?? [],
    userdetailsList: await plantUsers(db, plant.id),
  };
}

/** The forms (and point sources) chosen for a plant the caller may see. */
export async function plantFormChoices(db: Db, auth: AuthContext, id: number) {
  const found = await findPlant(db, scopeOf(auth), id);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  return plantFormsOf(db, id);
}

export async function setPlantStatus(db: Db, auth: AuthContext, id: number, status: 1 | 2) {
  if (auth.level !== 2) throw new Problem('forbidden', 'Only L2 users activate or deactivate plants.');
  const found = await findPlant(db, scopeOf(auth), id);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  await db.transaction(async (tx) => {
    await updatePlantRow(tx, id, { status, inactiveSince: status === 2 ? new Date() : null });
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: found.plant.orgId,
      action: status === 2 ? 'plant.deactivate' : 'plant.activate',
      entity: 'plant',
      entityId: id,
    });
  });
}

/** L1 only. The plant leaves every list; its records stay for reports. */
export async function deletePlant(db: Db, auth: AuthContext, id: number) {
  if (auth.level !== 1) throw new Problem('forbidden', 'Only L1 users delete plants.');
  const found = await findPlant(db, scopeOf(auth), id);
  if (!found) throw new Problem('notFound', 'Plant not found.');
  await db.transaction(async (tx) => {
    await updatePlantRow(tx, id, { deletedAt: new Date() });
    await unassignPlantUsers(tx, id);
    await recordAudit(tx, {
      actorId: auth.userId,
      orgId: found.plant.orgId,
      action: 'plant.delete',
      entity: 'plant',
      entityId: id,
      details: { plantId: found.plant.plantId },
    });
  });
}

/**
 * `POST /regionplants/{orgId}` (spec 2 §7): the active plants of the chosen regions, for the Plants field of
 * the user form, in one call. Who may: those who manage users (L1, L2, L3); the organisation must be the
 * caller's (any for L1 in All), every region one of its live regions, and an L3's own.
 */
export async function regionPlants(db: Db, auth: AuthContext, orgId: number, regionIds: readonly number[]) {
  requireCan(auth, can.seeUsers);
  const scope = scopeOf(auth);
  if (scope.orgId !== null && scope.orgId !== orgId) throw new Problem('notFound', 'Organisation not found.');
  const unique = [...new Set(regionIds)];
  if (auth.level === 3 && unique.some((id) => !auth.regionIds.includes(id))) throw new Problem('forbidden');
  const known = await liveRegionIds(db, orgId, unique);
  if (known.length !== unique.length) throw new Problem('badInput', regionPlantsMessages.unknownRegion);
  return activePlantsOfRegions(db, orgId, unique);
}
