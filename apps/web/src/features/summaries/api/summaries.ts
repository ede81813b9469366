import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  formatMdyDate,
  formGrid,
  GRID_CALLS,
  plantInspections,
  plantListItem,
  type Frequency,
  type InspectionType,
  type Status,
} from '@envirotrack/shared';
import { api } from '../../../lib/api-client';

const summariesKey = ['summaries'] as const;

export interface SummaryPlantParams {
  page: number;
  /** Already reduced to letters, digits and spaces; sent as None when empty. */
  search: string;
  status: Status;
}

/** GET /plantsbyregion/All/...: the plants the caller may see, 20 a page, by plant id. */
export const useSummaryPlants = (params: SummaryPlantParams, userId: string) =>
  useQuery({
    queryKey: [...summariesKey, 'plants', params],
    queryFn: async ({ signal }) => {
      const search = encodeURIComponent(params.search || 'None');
      const answer = await api.get(
        `/plantsbyregion/All/${encodeURIComponent(userId)}/true/plantId/${params.page}/${search}/${params.status}`,
        z.array(plantListItem),
        signal,
      );
      return { rows: answer.data, totalCount: answer.TotalCount ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });

/**
 * GET /plantinspectionslist/{plantUId}/{inspectionType}/{date}: the plant's forms of that type with the date's
 * inspections.
 */
export const usePlantForms = (
  plantUId: number | null,
  isoDate: string,
  inspectionType: InspectionType,
  enabled = true,
) =>
  useQuery({
    queryKey: [...summariesKey, 'forms', plantUId, isoDate, inspectionType],
    queryFn: async ({ signal }) =>
      (
        await api.get(
          `/plantinspectionslist/${plantUId}/${inspectionType}/${formatMdyDate(isoDate)}`,
          plantInspections,
          signal,
        )
      ).data,
    enabled: enabled && plantUId !== null,
  });

export interface GridAsked {
  frequency: Frequency;
  plantUId: number;
  formId: string;
  date: string;
  pointSource: string | null;
}

/** GET /{GRID_CALLS[frequency]}/{plantUId}/{FormId}/{date}?pointSource: a plant's form over a month or year. */
export const useFormGrid = (asked: GridAsked) =>
  useQuery({
    queryKey: [...summariesKey, 'grid', asked],
    queryFn: ({ signal }) =>
      api.getWhole(
        `/${GRID_CALLS[asked.frequency]}/${asked.plantUId}/${encodeURIComponent(asked.formId)}/${asked.date}` +
          (asked.pointSource ? `?pointSource=${encodeURIComponent(asked.pointSource)}` : ''),
        formGrid,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
