import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarMessages,
  calendarParams,
  calendarQuery,
  complianceFrequencyParams,
  complianceQuery,
  exportHeaders,
  exportOptions,
  type CalendarPeriod,
  type CalendarRow,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { dayCell, EXPORT_PRODUCES, sendExport, type ExportColumn } from '../../lib/list-export';
import { STREAM_BATCH, streamStatement } from '../../lib/list-stream';
import { caller } from '../../plugins/auth';
import { complianceCalendar } from './compliance-calendar.service';
import type { BarRow } from './compliance.queries';
import { summaryStatement } from './compliance.service';

type CountRow = BarRow & { period: string };
const [C_PERIOD, C_PLANT_ID, C_PLANT, C_DONE, C_NOT_DONE, C_FLAGGED] = exportHeaders.dashboardCounts;

/** The bar chart's table (Plant, Complete, InComplete) with the plant's name, its flagged forms and the period. */
const countColumns: ExportColumn<CountRow>[] = [
  { header: C_PERIOD, value: (row) => row.period },
  { header: C_PLANT_ID, value: (row) => row.plantId },
  { header: C_PLANT, value: (row) => row.plantName },
  { header: C_DONE, value: (row) => row.complete },
  { header: C_NOT_DONE, value: (row) => row.incomplete },
  { header: C_FLAGGED, value: (row) => row.flagged },
];

type CalendarLine = Omit<CalendarRow, 'cells'> & CalendarPeriod;
const [K_ID, K_FORM, K_FREQ, K_TYPE, K_POINT, K_PERIOD, K_FIRST, K_LAST, K_STATE, K_WHY, K_DONE] =
  exportHeaders.calendar;

/** One line per period of each form of the calendar, its state as the calendar's legend says it. */
const calendarColumns: ExportColumn<CalendarLine>[] = [
  { header: K_ID, value: (row) => row.FormId },
  { header: K_FORM, value: (row) => row.formName },
  { header: K_FREQ, value: (row) => row.frequency },
  { header: K_TYPE, value: (row) => row.inspectionType },
  { header: K_POINT, value: (row) => row.pointSource },
  { header: K_PERIOD, value: (row) => row.key },
  { header: K_FIRST, value: (row) => dayCell(row.first) },
  { header: K_LAST, value: (row) => dayCell(row.last) },
  { header: K_STATE, value: (row) => calendarMessages.states[row.state] },
  { header: K_WHY, value: (row) => (row.reason ? calendarMessages.reasons[row.reason] : null) },
  { header: K_DONE, value: (row) => dayCell(row.doneOn) },
];

const summary =
  'as CSV or Excel; the same scope, filters and refusals as the call it exports (issue 17, docs/decisions.md Exports)';

/**
 * `GET /dashboard/{frequency}/summary/export` (a bar chart's counts per plant, streamed: at 10,000 plants its
 * statement is the summary's own, read through a cursor) and `GET /plants/{plantUId}/compliance-calendar/export`
 * (one plant's year: the calendar's own answer, bounded by its forms and the year's periods).
 */
export function complianceExportRoutes(app: FastifyInstance, db: Db) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/dashboard/:frequency/summary/export', {
    schema: {
      tags: ['dashboard'],
      summary: `Export of a bar chart's counts: per plant its due forms done (Complete) and not (InComplete) and its flagged forms, ${summary}`,
      problems: ['forbidden'],
      produces: EXPORT_PRODUCES,
      params: complianceFrequencyParams,
      querystring: complianceQuery.extend(exportOptions.shape),
    },
    handler: async (request, reply) => {
      const { format, dates, ...query } = request.query;
      const slug = request.params.frequency;
      const { period, statement } = await summaryStatement(db, caller(request), slug, query);
      return sendExport(
        reply,
        { format, dates },
        {
          list: `${slug}-compliance-${period.key}`,
          columns: countColumns,
          rows: async (each) =>
            statement
              ? streamStatement<BarRow>(db, statement, (rows) =>
                  each(rows.map((row) => ({ ...row, period: period.key }))),
                )
              : 0,
        },
      );
    },
  });

  typed.get('/plants/:plantUId/compliance-calendar/export', {
    schema: {
      tags: ['plants'],
      summary: `Export of a plant's compliance calendar for a year (default this year): one line per form and period, ${summary}`,
      problems: ['notFound'],
      produces: EXPORT_PRODUCES,
      params: calendarParams,
      querystring: calendarQuery.extend(exportOptions.shape),
    },
    handler: async (request, reply) => {
      const { format, dates, year } = request.query;
      const calendar = await complianceCalendar(db, caller(request), request.params.plantUId, year);
      const lines = calendar.rows.flatMap(({ cells, ...row }) =>
        cells.flatMap((cell) => cell.periods.map((period) => ({ ...row, ...period }))),
      );
      return sendExport(
        reply,
        { format, dates },
        {
          list: `compliance-calendar-${calendar.plantId}-${calendar.year}`,
          columns: calendarColumns,
          rows: async (each) => {
            for (let at = 0; at < lines.length; at += STREAM_BATCH)
              await each(lines.slice(at, at + STREAM_BATCH));
            return lines.length;
          },
        },
      );
    },
  });
}
