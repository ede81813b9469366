import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exportHeaders,
  exportOptions,
  exportYesNo,
  flaggedFormsParams,
  flaggedFormsQuery,
  type FlaggedFormState,
  type FlaggedFormsPage,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { dayCell, EXPORT_PRODUCES, momentCell, sendExport, type ExportColumn } from '../../lib/list-export';
import { caller } from '../../plugins/auth';
import { streamFlaggedForms } from './flagged-forms.queries';
import { checkedFlaggedForms, flaggedFormItem } from './flagged-forms.service';

type Item = FlaggedFormsPage['Forms'][number];

const [
  H_PLANT_ID,
  H_PLANT,
  H_REGION,
  H_TYPE,
  H_FORM,
  H_POINT,
  H_FREQ,
  H_SUB,
  H_OPEN,
  H_CLOSED,
  H_OVERDUE,
  H_DONE,
  H_BY,
] = exportHeaders.flaggedForms;

/** The list's columns on screen, the plant's name, the form and point source and the flag counts beside. */
export const flaggedFormColumns: ExportColumn<Item>[] = [
  { header: H_PLANT_ID, value: (row) => row.PlantId },
  { header: H_PLANT, value: (row) => row.plantName },
  { header: H_REGION, value: (row) => row.Region },
  { header: H_TYPE, value: (row) => row.Type },
  { header: H_FORM, value: (row) => row.inspectionName },
  { header: H_POINT, value: (row) => row.pointSource },
  { header: H_FREQ, value: (row) => row.FormType },
  { header: H_SUB, value: (row) => momentCell(row.ActualDate) },
  { header: H_OPEN, value: (row) => row.openFlags },
  { header: H_CLOSED, value: (row) => row.closedFlags },
  { header: H_OVERDUE, value: (row) => exportYesNo(row.overdue) },
  { header: H_DONE, value: (row) => dayCell(row.DateCompleted) },
  { header: H_BY, value: (row) => row.CompletedBy },
];

const LISTS: [string, FlaggedFormState, string][] = [
  ['flaggedcompleted', 'complete', 'whose flags are all closed'],
  ['flaggedincomplete', 'incomplete', 'with an open flag'],
];

/**
 * `GET /flaggedcompleted|flaggedincomplete/{formType}/{pageNum}/{sortIndex}/export` (issue 17): the list's path
 * (its page is not read: every page is exported), its isAsc and searchText with the format and dates in the
 * query; the same scope as the list, then every row, streamed.
 */
export function flaggedFormExportRoutes(app: FastifyInstance, db: Db) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [call, state, which] of LISTS)
    typed.get(`/${call}/:formType/:pageNum/:sortIndex/export`, {
      schema: {
        tags: ['flags'],
        summary: `Export of the flagged forms of a form type ${which}: every form the caller may see (all pages) with the list's search and sort, as CSV or Excel`,
        problems: ['forbidden'],
        produces: EXPORT_PRODUCES,
        params: flaggedFormsParams,
        querystring: flaggedFormsQuery.extend(exportOptions.shape),
      },
      handler: async (request, reply) => {
        const { format, dates, ...filters } = request.query;
        const { formType, sortIndex } = request.params;
        const { scope, query, matches } = await checkedFlaggedForms(db, caller(request), state, {
          formType,
          sortIndex,
          ...filters,
        });
        return sendExport(
          reply,
          { format, dates },
          {
            list: `flagged-forms-${state}-${formType.toLowerCase()}`,
            columns: flaggedFormColumns,
            rows: (each) =>
              streamFlaggedForms(db, scope, query, matches, (rows) => each(rows.map(flaggedFormItem))),
          },
        );
      },
    });
}
