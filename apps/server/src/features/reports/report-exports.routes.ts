import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportHeaders,
  exportOptions,
  periodKey,
  REPORT_SLUGS,
  reportDatePath,
  reportListQuery,
  reportMonthParams,
  reportQuarterPath,
  reportYear,
  type ReportListFilters,
  type ReportSlug,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { dayCell, EXPORT_PRODUCES, momentCell, sendExport, type ExportColumn } from '../../lib/list-export';
import { caller } from '../../plugins/auth';
import { streamReports, type ReportListRow } from './report-lists.queries';
import { checkedList } from './report-lists.service';

const tags = ['reports'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const problems = ['forbidden'] as const;
const produces = EXPORT_PRODUCES;
const exportOf =
  "every row of the list (all pages) with the list's filters and sort, as CSV or Excel; only what the caller may see";
/** The list's filters (as GET /forms-m reads them, in the query) and the export's format and dates. */
const querystring = reportListQuery.omit({ curPageNo: true }).extend(exportOptions.shape);

const [
  H_PLANT_ID,
  H_PLANT,
  H_REGION,
  H_FACILITY,
  H_PERMIT,
  H_FORM,
  H_POINT,
  H_TYPE,
  H_FREQ,
  H_DATE,
  H_SUB,
  H_UPD,
] = exportHeaders.reports;

/** The report lists' columns: those on screen, with the plant's name, point source, type and dates beside. */
export const reportColumns: ExportColumn<ReportListRow>[] = [
  { header: H_PLANT_ID, value: (row) => row.plantId },
  { header: H_PLANT, value: (row) => row.plantName },
  { header: H_REGION, value: (row) => row.plantRegionName },
  { header: H_FACILITY, value: (row) => row.facilityType },
  { header: H_PERMIT, value: (row) => row.permitType },
  { header: H_FORM, value: (row) => row.inspectionName },
  { header: H_POINT, value: (row) => row.pointSource },
  { header: H_TYPE, value: (row) => row.inspectionType },
  { header: H_FREQ, value: (row) => row.frequency },
  { header: H_DATE, value: (row) => dayCell(row.inspectionDate) },
  { header: H_SUB, value: (row) => momentCell(row.submittedDate) },
  { header: H_UPD, value: (row) => momentCell(row.lastUpdatedDate) },
];

type Query = z.output<typeof querystring>;

/**
 * GET `<list path>/export` of the five report lists (issue 17): the list's filters in the query, as
 * GET /forms-m takes them; the same checks and scope as the list, then every row, streamed.
 */
export function reportExportRoutes(app: FastifyInstance, db: Db) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const send = async (
    request: { query: Query },
    reply: Parameters<typeof sendExport>[0],
    auth: ReturnType<typeof caller>,
    slug: ReportSlug,
    key: string,
  ) => {
    const { format, dates, ...filters } = request.query;
    const list: ReportListFilters = { ...filters, curPageNo: 1 };
    const { scope, query, matches } = await checkedList(db, auth, key, list);
    return sendExport(
      reply,
      { format, dates },
      {
        list: `${slug}-reports-${key}`,
        columns: reportColumns,
        rows: (each) => streamReports(db, scope, query, matches, each),
      },
    );
  };
  const [daily, weekly, monthly, quarterly, yearly] = REPORT_SLUGS;

  typed.get('/forms-d/:date/export', {
    schema: {
      tags,
      summary: `Export of the daily reports of a date (MMDDYYYY): ${exportOf}`,
      problems,
      produces,
      params: z.object({ date: reportDatePath }),
      querystring,
    },
    handler: (request, reply) => send(request, reply, caller(request), daily, request.params.date),
  });

  typed.get('/forms-w/:date/export', {
    schema: {
      tags,
      summary: `Export of the weekly reports of the week holding a date (MMDDYYYY): ${exportOf}`,
      problems,
      produces,
      params: z.object({ date: reportDatePath }),
      querystring,
    },
    handler: (request, reply) =>
      send(request, reply, caller(request), weekly, periodKey('Weekly', request.params.date)),
  });

  typed.get('/forms-m/:month/:year/export', {
    schema: {
      tags,
      summary: `Export of the monthly reports of a month (01 to 12) and year: ${exportOf}`,
      problems,
      produces,
      params: reportMonthParams,
      querystring,
    },
    handler: (request, reply) => {
      const { month, year } = request.params;
      return send(request, reply, caller(request), monthly, `${year}-${pad2(month)}`);
    },
  });

  typed.get('/forms-q/:quarterYear/export', {
    schema: {
      tags,
      summary: `Export of the quarterly reports of a quarter and year ({quarter}{yyyy}): ${exportOf}`,
      problems,
      produces,
      params: z.object({ quarterYear: reportQuarterPath }),
      querystring,
    },
    handler: (request, reply) => {
      const { quarter, year } = request.params.quarterYear;
      return send(request, reply, caller(request), quarterly, `${year}-Q${quarter}`);
    },
  });

  typed.get('/forms-y/export', {
    schema: {
      tags,
      summary: `Export of the yearly reports of the query's year: ${exportOf}`,
      problems,
      produces,
      querystring: querystring.extend({ year: reportYear }),
    },
    handler: (request, reply) => {
      const { year, ...rest } = request.query;
      return send({ query: rest }, reply, caller(request), yearly, String(year));
    },
  });
}
