import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import demoPlants from './demo-plants.json';
import {
  formPointSources,
  formTemplates,
  organisations,
  plantForms,
  plants,
  regions,
  userPlants,
  users,
} from '../schema';

/** Real towns and plausible industrial streets, by demo organisation (data in demo-plants.json). */
interface DemoPlant {
  plantId: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  lat: number;
  lng: number;
  facilityType: string;
  region: string;
}

const outfallsNear = (lat: number, lng: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `outfall-${i + 1}`,
    latitude: Number((lat - 0.0006 + i * 0.0004).toFixed(6)),
    longitude: Number((lng + 0.0007 - i * 0.0003).toFixed(6)),
    name: `Outfall ${i + 1}`,
    pointerType: 'outfall' as const,
  }));

/**
 * The demo plants of both demo organisations, each with the library forms of its facility type (stormwater
 * forms on their first outfalls), drawn outfalls on every other plant, and the L4 demo user at Denton.
 */
export async function seedDemoPlants(db: Db): Promise<void> {
  const library = await db
    .select({ id: formTemplates.id, facilityTypes: formTemplates.facilityTypes })
    .from(formTemplates)
    .where(and(isNull(formTemplates.ownerOrgId), isNull(formTemplates.deletedAt)));
  const sources = await db.select().from(formPointSources);
  for (const [orgName, list] of Object.entries(demoPlants as Record<string, DemoPlant[]>)) {
    const [org] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, orgName));
    if (!org) continue;
    const orgRegions = await db.select().from(regions).where(eq(regions.orgId, org.id));
    for (const [index, plant] of list.entries()) {
      const {
        plantId,
        name,
        street,
        city,
        state,
        zipCode,
        lat,
        lng,
        facilityType,
        region: regionName,
      } = plant;
      const region = orgRegions.find((r) => r.name === regionName);
      if (!region) continue;
      const drawn = index % 2 === 0;
      const [row] = await db
        .insert(plants)
        .values({
          orgId: org.id,
          plantId,
          name,
          street,
          city,
          state,
          zipCode,
          regionId: region.id,
          facilityType,
          lat,
          lng,
          map: { shapes: [], outfalls: drawn ? outfallsNear(lat, lng, 2) : [], coordinates: [] },
        })
        .returning({ id: plants.id });
      if (!row) continue;
      const forms = library.filter((f) => f.facilityTypes.includes(facilityType));
      if (forms.length) {
        await db.insert(plantForms).values(
          forms.map((form) => ({
            plantId: row.id,
            templateId: form.id,
            pointSourceIds: sources
              .filter((s) => s.templateId === form.id && s.position < 2)
              .map((s) => s.id),
          })),
        );
      }
    }
  }
  const [denton] = await db.select({ id: plants.id }).from(plants).where(eq(plants.plantId, 'RM-101'));
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.userId} = 'gv.plant'`);
  if (denton && operator) await db.insert(userPlants).values({ userId: operator.id, plantId: denton.id });
}
