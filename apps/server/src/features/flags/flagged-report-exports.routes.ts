import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exportFlagStatus,
  exportHeaders,
  exportOptions,
  exportYesNo,
  flaggedReportParams,
  type FlaggedReportItem,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import { dayCell, EXPORT_PRODUCES, momentCell, sendExport, type ExportColumn } from '../../lib/list-export';
import { caller } from '../../plugins/auth';
import { streamFlaggedReports } from './flagged-reports.queries';
import { checkedFlaggedList, flaggedItem, questionNumbers } from './flagged-reports.service';

const [
  H_PLANT_ID,
  H_PLANT,
  H_REGION,
  H_FORM,
  H_POINT,
  H_FREQ,
  H_NUM,
  H_QUESTION,
  H_ANSWER,
  H_DATE,
  H_SUB,
  H_STATUS,
  H_OVERDUE,
  H_REPEAT,
  H_REMARK,
  H_FOLLOW_UP,
  H_BY,
] = exportHeaders.flaggedReports;

/** The list's columns on screen (Plant Info, Form, Question, Answer, Date, Status) as one value a column. */
export const flaggedReportColumns: ExportColumn<FlaggedReportItem>[] = [
  { header: H_PLANT_ID, value: (row) => row.plantId },
  { header: H_PLANT, value: (row) => row.plantName },
  { header: H_REGION, value: (row) => row.plantRegionName },
  { header: H_FORM, value: (row) => row.inspectionName },
  { header: H_POINT, value: (row) => row.pointSource },
  { header: H_FREQ, value: (row) => row.frequency },
  { header: H_NUM, value: (row) => row.questionNum },
  { header: H_QUESTION, value: (row) => row.questionText },
  { header: H_ANSWER, value: (row) => row.AnswerForFlag },
  { header: H_DATE, value: (row) => dayCell(row.formDate) },
  { header: H_SUB, value: (row) => momentCell(row.submittedDate) },
  { header: H_STATUS, value: (row) => exportFlagStatus(row.isCompleted) },
  { header: H_OVERDUE, value: (row) => exportYesNo(row.isOverdue) },
  { header: H_REPEAT, value: (row) => exportYesNo(row.isRepeat) },
  { header: H_REMARK, value: (row) => row.followUpRemark },
  { header: H_FOLLOW_UP, value: (row) => dayCell(row.followUpDate) },
  { header: H_BY, value: (row) => row.completedBy },
];

const params = flaggedReportParams.omit({ page: true, search: true });
const querystring = exportOptions.extend({ search: flaggedReportParams.shape.search });

/**
 * `GET /flagged-report/export/{freq}/{date}/{region}/{status}/{allfreqFlag}/{isAsc}/{sortIndex}?search=`
 * (issue 17): the list's path without its page, under `export/` (after the sort a last segment is the list's
 * search: `…/{sortIndex}/export` would be the list searching for 'export'), the search in the query. The same
 * checks and scope as the list, then every row, its questions numbered batch by batch.
 */
export function flaggedReportExportRoutes(app: FastifyInstance, db: Db) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/flagged-report/export/:freq/:date/:region/:status/:allfreqFlag/:isAsc/:sortIndex', {
      schema: {
        tags: ['flags'],
        summary:
          "Export of the flagged reports list: every flag of the period the caller may see (all pages) with the list's filters, search and sort, as CSV or Excel",
        problems: ['forbidden'],
        produces: EXPORT_PRODUCES,
        params,
        querystring,
      },
      handler: async (request, reply) => {
        const { format, dates, search } = request.query;
        const checked = await checkedFlaggedList(db, caller(request), { ...request.params, search });
        const { scope, query, matches, hidden } = checked;
        return sendExport(
          reply,
          { format, dates },
          {
            list: `flagged-reports-${request.params.date}`,
            columns: flaggedReportColumns,
            rows: (each) =>
              streamFlaggedReports(db, scope, query, matches, hidden, async (rows) => {
                const numbers = await questionNumbers(db, rows);
                await each(rows.map((row) => flaggedItem(row, numbers)));
              }),
          },
        );
      },
    });
}
