import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
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

type Facility = 'Ready Mix' | 'Quarry' | 'Asphalt' | 'Maintenance Shop' | 'Others';

/** [plant id, name, street, city, state, zip, lat, lng, facility, region] — real towns, plausible industrial streets. */
type DemoPlant = [string, string, string, string, string, string, number, number, Facility, string];

const granite: DemoPlant[] = [
  [
    'RM-101',
    'Denton Ready Mix',
    '1200 N Loop 288',
    'Denton',
    'TX',
    '76209',
    33.2318,
    -97.0912,
    'Ready Mix',
    'North Texas',
  ],
  [
    'RM-102',
    'Fort Worth North Ready Mix',
    '4500 Blue Mound Rd',
    'Fort Worth',
    'TX',
    '76106',
    32.8215,
    -97.3518,
    'Ready Mix',
    'North Texas',
  ],
  [
    'RM-103',
    'McKinney Ready Mix',
    '2100 Industrial Blvd',
    'McKinney',
    'TX',
    '75069',
    33.1867,
    -96.6011,
    'Ready Mix',
    'North Texas',
  ],
  [
    'RM-104',
    'Dallas Trinity Ready Mix',
    '3300 Irving Blvd',
    'Dallas',
    'TX',
    '75247',
    32.8079,
    -96.8712,
    'Ready Mix',
    'North Texas',
  ],
  [
    'QY-201',
    'Bridgeport Limestone Quarry',
    '2800 FM 1658',
    'Bridgeport',
    'TX',
    '76426',
    33.2318,
    -97.7781,
    'Quarry',
    'North Texas',
  ],
  [
    'AS-301',
    'Grand Prairie Asphalt',
    '1500 W Trinity Blvd',
    'Grand Prairie',
    'TX',
    '75050',
    32.7789,
    -97.0163,
    'Asphalt',
    'North Texas',
  ],
  [
    'MS-401',
    'Lewisville Fleet Shop',
    '900 S Kealy Ave',
    'Lewisville',
    'TX',
    '75057',
    33.0381,
    -96.9857,
    'Maintenance Shop',
    'North Texas',
  ],
  [
    'RM-111',
    'Waco Ready Mix',
    '2400 Franklin Ave',
    'Waco',
    'TX',
    '76710',
    31.5358,
    -97.1674,
    'Ready Mix',
    'Central Texas',
  ],
  [
    'RM-112',
    'Round Rock Ready Mix',
    '1900 Chisholm Trail',
    'Round Rock',
    'TX',
    '78681',
    30.5267,
    -97.6891,
    'Ready Mix',
    'Central Texas',
  ],
  [
    'RM-113',
    'San Marcos Ready Mix',
    '1100 S IH 35',
    'San Marcos',
    'TX',
    '78666',
    29.8612,
    -97.9312,
    'Ready Mix',
    'Central Texas',
  ],
  [
    'QY-211',
    'New Braunfels Aggregate Quarry',
    '4200 FM 1102',
    'New Braunfels',
    'TX',
    '78132',
    29.7524,
    -98.0419,
    'Quarry',
    'Central Texas',
  ],
  [
    'QY-212',
    'Georgetown Crushed Stone',
    '5100 County Rd 110',
    'Georgetown',
    'TX',
    '78626',
    30.6642,
    -97.6108,
    'Quarry',
    'Central Texas',
  ],
  [
    'AS-311',
    'Austin East Asphalt',
    '6700 Ed Bluestein Blvd',
    'Austin',
    'TX',
    '78723',
    30.3127,
    -97.6648,
    'Asphalt',
    'Central Texas',
  ],
  [
    'MS-411',
    'Temple Equipment Shop',
    '3500 S General Bruce Dr',
    'Temple',
    'TX',
    '76504',
    31.0794,
    -97.3661,
    'Maintenance Shop',
    'Central Texas',
  ],
  [
    'RM-121',
    'Houston Ship Channel Ready Mix',
    '8400 Clinton Dr',
    'Houston',
    'TX',
    '77029',
    29.7355,
    -95.2647,
    'Ready Mix',
    'Gulf Coast',
  ],
  [
    'RM-122',
    'Pasadena Ready Mix',
    '1800 Red Bluff Rd',
    'Pasadena',
    'TX',
    '77506',
    29.6958,
    -95.1893,
    'Ready Mix',
    'Gulf Coast',
  ],
  [
    'RM-123',
    'Beaumont Ready Mix',
    '3900 College St',
    'Beaumont',
    'TX',
    '77701',
    30.0685,
    -94.1267,
    'Ready Mix',
    'Gulf Coast',
  ],
  [
    'AS-321',
    'Baytown Asphalt',
    '5200 Decker Dr',
    'Baytown',
    'TX',
    '77520',
    29.7619,
    -94.9911,
    'Asphalt',
    'Gulf Coast',
  ],
  [
    'MS-421',
    'Corpus Christi Shop',
    '4300 Agnes St',
    'Corpus Christi',
    'TX',
    '78405',
    27.7776,
    -97.4421,
    'Maintenance Shop',
    'Gulf Coast',
  ],
  [
    'OT-501',
    'Houston Sand Terminal',
    '9100 Market St',
    'Houston',
    'TX',
    '77029',
    29.7781,
    -95.2531,
    'Others',
    'Gulf Coast',
  ],
];

const blueRidge: DemoPlant[] = [
  [
    'BR-AS-01',
    'Charlottesville Asphalt',
    '1600 Avon St Ext',
    'Charlottesville',
    'VA',
    '22902',
    37.9984,
    -78.4773,
    'Asphalt',
    'Piedmont',
  ],
  [
    'BR-AS-02',
    'Lynchburg Asphalt',
    '3700 Mayflower Dr',
    'Lynchburg',
    'VA',
    '24501',
    37.3802,
    -79.1769,
    'Asphalt',
    'Piedmont',
  ],
  [
    'BR-QY-01',
    'Culpeper Stone Quarry',
    '14200 Chestnut Fork Rd',
    'Culpeper',
    'VA',
    '22701',
    38.4582,
    -77.9622,
    'Quarry',
    'Piedmont',
  ],
  [
    'BR-RM-01',
    'Orange Ready Mix',
    '12500 James Madison Hwy',
    'Orange',
    'VA',
    '22960',
    38.2268,
    -78.1311,
    'Ready Mix',
    'Piedmont',
  ],
  [
    'BR-MS-01',
    'Charlottesville Fleet Shop',
    '900 Harris St',
    'Charlottesville',
    'VA',
    '22903',
    38.0421,
    -78.4859,
    'Maintenance Shop',
    'Piedmont',
  ],
  [
    'BR-AS-11',
    'Harrisonburg Asphalt',
    '2200 Early Rd',
    'Harrisonburg',
    'VA',
    '22801',
    38.4106,
    -78.8449,
    'Asphalt',
    'Shenandoah Valley',
  ],
  [
    'BR-QY-11',
    'Staunton Limestone Quarry',
    '800 Lee Jackson Hwy',
    'Staunton',
    'VA',
    '24401',
    38.1671,
    -79.1134,
    'Quarry',
    'Shenandoah Valley',
  ],
  [
    'BR-QY-12',
    'Winchester Aggregates',
    '1900 Millwood Pike',
    'Winchester',
    'VA',
    '22602',
    39.1643,
    -78.1317,
    'Quarry',
    'Shenandoah Valley',
  ],
  [
    'BR-RM-11',
    'Front Royal Ready Mix',
    '300 Kendrick Ln',
    'Front Royal',
    'VA',
    '22630',
    38.9301,
    -78.1802,
    'Ready Mix',
    'Shenandoah Valley',
  ],
  [
    'BR-OT-11',
    'Woodstock Recycling Yard',
    '500 Hisey Ave',
    'Woodstock',
    'VA',
    '22664',
    38.8751,
    -78.5129,
    'Others',
    'Shenandoah Valley',
  ],
];

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
  for (const [orgName, list] of [
    ['Granite Valley Materials', granite],
    ['Blue Ridge Asphalt & Aggregates', blueRidge],
  ] as const) {
    const [org] = await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.name, orgName));
    if (!org) continue;
    const orgRegions = await db.select().from(regions).where(eq(regions.orgId, org.id));
    for (const [
      index,
      [plantId, name, street, city, state, zipCode, lat, lng, facilityType, regionName],
    ] of list.entries()) {
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
