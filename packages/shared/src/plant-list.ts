import { z } from 'zod';
import { FACILITY_TYPES } from './forms-vocabulary';
import { dbIdText } from './ids';
import { sanitizeSearch } from './lists';

// The plants list's call and its rows, apart from the plant's form and details (plants.ts): the list is a
// first screen, and its code builds these, not the others (docs/decisions.md, First load).

export const latLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof latLng>;

export const PLANT_SORT_FIELDS = [
  'plantId',
  'plantName',
  'plantRegionName',
  'state',
  'facilityType',
  'Active',
] as const;
export type PlantSortField = (typeof PLANT_SORT_FIELDS)[number];

export const plantListParams = z.object({
  region: z.union([z.literal('All'), dbIdText]),
  userId: z.string().max(40),
  isAscending: z.enum(['true', 'false']).transform((v) => v === 'true'),
  sortField: z.enum(PLANT_SORT_FIELDS),
  pageNumber: z.coerce.number().int().min(1).max(100_000),
  search: z
    .string()
    .max(100)
    .transform((v) => (v === 'None' ? '' : sanitizeSearch(v))),
  status: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

export const plantListItem = z.object({
  id: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  plantRegionId: z.number().int(),
  plantRegionName: z.string(),
  state: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  Active: z.number().int(),
  /** Where the plant is, when known: a new plant's map starts near the organisation's plants. */
  coords: latLng.nullable(),
});
export type PlantListItem = z.infer<typeof plantListItem>;
