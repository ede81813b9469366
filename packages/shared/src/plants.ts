import { z } from 'zod';
import { FACILITY_TYPES } from './forms-vocabulary';
import { dbId, idMessages, MAX_DB_INT } from './ids';
import { formSummary } from './inspection-forms';
import { userListItem } from './users';
import { plantMessages } from './plant-messages';
import { latLng } from './plant-list';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is too long.`);

/** Map constants (spec 2 §9). */
export const MAP = {
  zoom: 18,
  markerOffset: 0.00056,
  lineColor: '#ff0000',
  polygon: { color: '#0040ff', weight: 5, opacity: 0.8, fillColor: '#adadc1', fillOpacity: 0.35 },
} as const;

export const mapShape = z.object({
  type: z.enum(['polyline', 'polygon', 'rectangle', 'circle', 'text']),
  points: z.array(latLng).max(2000),
  radius: z.number().positive().max(100_000).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  text: z.string().trim().max(200).optional(),
});
export type MapShape = z.infer<typeof mapShape>;

const pointer = (kind: 'outfall' | 'coordinate') =>
  z.object({
    id: z.string().min(1).max(60),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    name: z.string().trim().min(1, plantMessages.enterText).max(120),
    pointerType: z.literal(kind),
  });
export const outfallPointer = pointer('outfall');
export const coordinatePointer = pointer('coordinate');

export const plantFormSelection = z.object({
  FormId: z.string().min(1).max(80),
  PointSources: z.array(dbId).max(50).default([]),
});

export const plantBody = z.object({
  plantId: text('Plant ID', 40),
  plantName: text('Name', 120),
  street: text('Street', 200),
  city: text('City', 100),
  state: text('State', 60),
  zipCode: text('Zip', 10).regex(/^\d{5}(-\d{4})?$/, 'Zip must be a US ZIP code (12345 or 12345-6789).'),
  country: z.literal('USA').default('USA'),
  plantRegionId: z.coerce
    .number({ error: 'Region is required.' })
    .int()
    .positive('Region is required.')
    .max(MAX_DB_INT, idMessages.id),
  facilityType: z.enum(FACILITY_TYPES, { error: 'Facility Type is required.' }),
  coords: latLng.nullable().default(null),
  inspections: z.array(plantFormSelection).max(300).default([]),
  shapesList: z.array(mapShape).max(500).default([]),
  outfallsList: z.array(outfallPointer).max(200).default([]),
  coordinatesPointerList: z.array(coordinatePointer).max(500).default([]),
});
export type PlantBody = z.input<typeof plantBody>;

export const selectableForm = formSummary.extend({
  IsSelected: z.boolean(),
  PointSources: z.array(z.object({ PsId: z.number().int(), PsName: z.string(), IsSelected: z.boolean() })),
});
export type SelectableForm = z.infer<typeof selectableForm>;
/** Forms by permit type, then frequency, each marked selected for the plant or not. */
export const selectableForms = z.record(z.string(), z.record(z.string(), z.array(selectableForm)));

/** A plant's users are shown as in the users list. */
export const plantUser = userListItem;

export const plantDetails = z.object({
  id: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  plantRegionId: z.number().int(),
  plantRegionName: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  Active: z.number().int(),
  lastActiveDate: z.string().nullable(),
  coords: latLng.nullable(),
  inspections: selectableForms,
  shapesList: z.array(mapShape),
  outfallsList: z.array(outfallPointer),
  coordinatesPointerList: z.array(coordinatePointer),
  userdetailsList: z.array(plantUser),
});
export type PlantDetails = z.infer<typeof plantDetails>;

export const geocodeAnswer = z.object({ lat: z.number(), lng: z.number(), displayName: z.string() });

/** The most regions one `POST /regionplants` names (an organisation's regions fit many times over). */
export const MAX_REGION_PLANTS_REGIONS = 100;

/** `POST /regionplants/{orgId}`: the active plants of some regions, for the Plants field of the user form. */
export const regionPlantsBody = z.object({
  regionIds: z.array(dbId).min(1).max(MAX_REGION_PLANTS_REGIONS),
});
export const regionPlant = z.object({
  id: z.number().int(),
  plantId: z.string(),
  plantName: z.string(),
  regionId: z.number().int(),
});
export type RegionPlant = z.infer<typeof regionPlant>;
export const regionPlantsMessages = {
  unknownRegion: 'Choose regions of this organisation.',
} as const;
