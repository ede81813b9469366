import type { FacilityType, PlantBody, PlantDetails } from '@envirotrack/shared';
import type { PlantMapValue } from './plant-map/plant-map';
import { toInspections, type Selection } from './form-selection';

/** Form values carry the contract's field names, so validation issues map straight onto the fields. */
export interface PlantFormValues {
  plantId: string;
  plantName: string;
  plantRegionId: string | null;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  facilityType: FacilityType | null;
}
export type PlantFormField = keyof PlantFormValues;

export const fieldLabels: Record<PlantFormField, string> = {
  plantId: 'Plant ID',
  plantName: 'Name',
  plantRegionId: 'Region',
  street: 'Street',
  city: 'City',
  state: 'State',
  zipCode: 'Zip',
  facilityType: 'Facility Type',
};

export const isField = (path: string): path is PlantFormField => path in fieldLabels;

export function initialValues(plant?: PlantDetails): PlantFormValues {
  return {
    plantId: plant?.plantId ?? '',
    plantName: plant?.plantName ?? '',
    plantRegionId: plant ? String(plant.plantRegionId) : null,
    street: plant?.street ?? '',
    city: plant?.city ?? '',
    state: plant?.state ?? '',
    zipCode: plant?.zipCode ?? '',
    facilityType: plant?.facilityType ?? null,
  };
}

export const initialMap = (plant?: PlantDetails): PlantMapValue => ({
  coords: plant?.coords ?? null,
  shapesList: plant?.shapesList ?? [],
  outfallsList: plant?.outfallsList ?? [],
  coordinatesPointerList: plant?.coordinatesPointerList ?? [],
});

/** Spec 2 §5: every plant field is required; the forms, the map and its points are not. */
export const missingFields = (values: PlantFormValues): PlantFormField[] =>
  (Object.keys(fieldLabels) as PlantFormField[]).filter((field) => !values[field]?.trim());

/** The request body; the country is always USA (spec 2 §2.4). */
export function buildBody(values: PlantFormValues, selection: Selection, map: PlantMapValue): PlantBody {
  return {
    plantId: values.plantId.trim(),
    plantName: values.plantName.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    country: 'USA',
    plantRegionId: Number(values.plantRegionId),
    facilityType: values.facilityType ?? 'Others',
    coords: map.coords,
    inspections: toInspections(selection),
    shapesList: map.shapesList,
    outfallsList: map.outfallsList,
    coordinatesPointerList: map.coordinatesPointerList,
  };
}
