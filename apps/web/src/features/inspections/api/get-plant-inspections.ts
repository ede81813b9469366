import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { formatMdyDate, plantInspections, type InspectionType } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionsKey } from '../../../lib/query-keys';

/**
 * GET /plantinspectionslist/{plantId}/{inspectionType}/{MM-DD-YYYY}: the plant's forms of one inspection type,
 * by permit type and frequency, each with the inspection of the period the date falls in (if any).
 */
export async function getPlantInspections(
  plantId: number,
  inspectionType: InspectionType,
  isoDate: string,
  signal?: AbortSignal,
) {
  const answer = await api.get(
    `/plantinspectionslist/${plantId}/${inspectionType}/${formatMdyDate(isoDate)}`,
    plantInspections,
    signal,
  );
  return answer.data;
}

/**
 * Kept per date, so going back to a date shows its forms at once; always refetched when a screen starts
 * watching it (staleTime 0), since someone may have filled a form in meanwhile.
 */
export const plantInspectionsQuery = (plantId: number, inspectionType: InspectionType, isoDate: string) =>
  queryOptions({
    queryKey: [...inspectionsKey, 'plant', plantId, inspectionType, isoDate],
    queryFn: ({ signal }) => getPlantInspections(plantId, inspectionType, isoDate, signal),
    staleTime: 0,
  });

export const usePlantInspections = (plantId: number, inspectionType: InspectionType, isoDate: string) =>
  useQuery(plantInspectionsQuery(plantId, inspectionType, isoDate));

/** One query per distinct date, in the order given. */
export const usePlantInspectionsByDate = (
  plantId: number,
  inspectionType: InspectionType,
  isoDates: string[],
) => useQueries({ queries: isoDates.map((date) => plantInspectionsQuery(plantId, inspectionType, date)) });
