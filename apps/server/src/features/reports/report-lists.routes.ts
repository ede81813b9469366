import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  periodKey,
  reportDatePath,
  reportListBody,
  reportListItem,
  reportListQuery,
  reportMonthParams,
  reportQuarterPath,
  reportYearBody,
  validPage,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { reportExportRoutes } from './report-exports.routes';
import { listReports } from './report-lists.service';

const tags = ['reports'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const response = { 200: validPage(reportListItem) };
const problems = ['forbidden'] as const;
const listOf = '20 per page, newest submitted first unless sorted; only what the caller may see';

/**
 * The five report lists (spec 3 §2.1, §7): each reads the inspections of one period, the period in its
 * path (or, for the year list, its body). The answer is the lists' envelope: `{ data: rows, TotalCount }`.
 */
export function reportListsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    app.post('/forms-d/:date', {
      schema: {
        tags,
        summary: `Daily reports of a date (MMDDYYYY): ${listOf}`,
        problems,
        params: z.object({ date: reportDatePath }),
        body: reportListBody,
        response,
      },
      handler: async (request) => ({
        status: 'valid' as const,
        ...(await listReports(db, caller(request), request.params.date, request.body)),
      }),
    });

    app.post('/forms-w/:date', {
      schema: {
        tags,
        summary: `Weekly reports of the week (Monday to Sunday) holding a date (MMDDYYYY): ${listOf}`,
        problems,
        params: z.object({ date: reportDatePath }),
        body: reportListBody,
        response,
      },
      handler: async (request) => ({
        status: 'valid' as const,
        ...(await listReports(db, caller(request), periodKey('Weekly', request.params.date), request.body)),
      }),
    });

    app.get('/forms-m/:month/:year', {
      schema: {
        tags,
        summary: `Monthly reports of a month (01 to 12) and year; the list's filters in the query: ${listOf}`,
        problems,
        params: reportMonthParams,
        querystring: reportListQuery,
        response,
      },
      handler: async (request) => {
        const { month, year } = request.params;
        return {
          status: 'valid' as const,
          ...(await listReports(db, caller(request), `${year}-${pad2(month)}`, request.query)),
        };
      },
    });

    app.post('/forms-q/:quarterYear', {
      schema: {
        tags,
        summary: `Quarterly reports of a quarter and year ({quarter}{yyyy}, e.g. 032026): ${listOf}`,
        problems,
        params: z.object({ quarterYear: reportQuarterPath }),
        body: reportListBody,
        response,
      },
      handler: async (request) => {
        const { quarter, year } = request.params.quarterYear;
        return {
          status: 'valid' as const,
          ...(await listReports(db, caller(request), `${year}-Q${quarter}`, request.body)),
        };
      },
    });

    app.post('/forms-y', {
      schema: {
        tags,
        summary: `Yearly reports of the body's year: ${listOf}`,
        problems,
        body: reportYearBody,
        response,
      },
      handler: async (request) => ({
        status: 'valid' as const,
        ...(await listReports(db, caller(request), String(request.body.year), request.body)),
      }),
    });

    reportExportRoutes(fastify, db);
  };
}
