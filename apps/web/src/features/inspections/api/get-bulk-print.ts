import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { bulkPrintForm, type Frequency } from '@envirotrack/shared';
import { api } from '../../../lib/api-client';
import { inspectionsKey } from '../../../lib/query-keys';

export interface BulkPrintChoice {
  plantId: number;
  frequency: Frequency;
  /** ISO; Daily and Weekly. */
  date: string | null;
  /** Monthly and Quarterly. */
  year: number | null;
}

/** GET /bulkprint/{plantId}/{frequency}?date=|year=: the plant's forms with reports in the period. */
export async function getBulkPrintForms(choice: BulkPrintChoice, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (choice.date) query.set('date', choice.date);
  if (choice.year !== null) query.set('year', String(choice.year));
  const suffix = query.size ? `?${query}` : '';
  return (
    await api.get(`/bulkprint/${choice.plantId}/${choice.frequency}${suffix}`, z.array(bulkPrintForm), signal)
  ).data;
}

export const useBulkPrintForms = (choice: BulkPrintChoice | null) =>
  useQuery({
    queryKey: [...inspectionsKey, 'bulk-print', choice],
    queryFn: ({ signal }) => getBulkPrintForms(choice as BulkPrintChoice, signal),
    enabled: choice !== null,
    staleTime: 0,
  });
