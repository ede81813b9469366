import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { flaggedReportAnswer, flaggedReportParams } from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { flaggedReportExportRoutes } from './flagged-report-exports.routes';
import { listFlaggedReports } from './flagged-reports.service';

const tags = ['flags'];
const problems = ['forbidden'] as const;
const response = { 200: flaggedReportAnswer };
const path = '/flagged-report/:freq/:date/:region/:status/:page/:allfreqFlag/:isAsc/:sortIndex';
const summary =
  'Flagged reports (spec 3 §2.6): the open and closed flags of the reports dated in a month (YYYY-MM: All, ' +
  'Daily, Weekly), a quarter (YYYY-Qn: Quarterly) or a year (YYYY: Monthly, Yearly), 20 per page, with the ' +
  "period's counts; only what the caller may see";

/** `GET /flagged-report/{freq}/{date}/{region}/{status}/{page}/{allfreqFlag}/{isAsc}/{sortIndex}/{search}`. */
export function flaggedReportsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    // A path cannot end in an empty segment: without a search the call leaves the last segment out.
    app.get(path, {
      schema: {
        tags,
        summary: `${summary}. Without a search.`,
        problems,
        params: flaggedReportParams.omit({ search: true }),
        response,
      },
      handler: async (request) => ({
        status: 'valid' as const,
        ...(await listFlaggedReports(db, caller(request), { ...request.params, search: '' })),
      }),
    });

    app.get(`${path}/:search`, {
      schema: {
        tags,
        summary: `${summary}. The search (letters, digits and spaces) matches plant id, plant name, form and question.`,
        problems,
        params: flaggedReportParams,
        response,
      },
      handler: async (request) => ({
        status: 'valid' as const,
        ...(await listFlaggedReports(db, caller(request), request.params)),
      }),
    });

    flaggedReportExportRoutes(fastify, db);
  };
}
