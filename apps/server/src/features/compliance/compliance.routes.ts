import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  complianceFrequencyParams,
  complianceLineChart,
  compliancePlantDetails,
  compliancePlantParams,
  compliancePlantQuery,
  complianceQuery,
  complianceSummary,
} from '@envirotrack/shared';
import { sendBuilt } from '../../lib/built-answer';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { complianceExportRoutes } from './compliance-exports.routes';
import {
  complianceLineChart as lineChart,
  compliancePlant,
  complianceSummary as summary,
} from './compliance.service';

const tags = ['dashboard'];
const filters =
  'date: any day of the period (YYYY-MM-DD or MM-DD-YYYY; default today), regionFilter (All or a region id), ' +
  'inspType (All, Inspections, HouseKeeping), inspectionForm (All or FormIds separated by commas)';

/**
 * Compliance status for the dashboard (spec 3 §2.8, §2.9, §3, §7: the spec shows no paths for these
 * helpers; docs/decisions.md, Compliance status). L1 acts in one organisation; L2 reads it whole, L3 its
 * regions, L4 its plants.
 */
export function complianceRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    complianceExportRoutes(fastify, db);

    app.get('/dashboard/:frequency/summary', {
      schema: {
        tags,
        summary: `Bar chart data of a frequency's period: per plant the due forms done (Complete) and not (InComplete), and the flagged forms; ${filters}`,
        problems: ['forbidden'],
        params: complianceFrequencyParams,
        querystring: complianceQuery,
        response: { 200: complianceSummary },
      },
      handler: async (request, reply) =>
        sendBuilt(reply, await summary(db, caller(request), request.params.frequency, request.query)),
    });

    app.get('/dashboard/:frequency/plants/:plantUId', {
      schema: {
        tags,
        summary: `One plant's due forms of the period, for the Completed / Incompleted Plants pop-ups and reminders; status: complete, incomplete or all; ${filters}`,
        problems: ['forbidden', 'notFound'],
        params: compliancePlantParams,
        querystring: compliancePlantQuery,
        response: { 200: compliancePlantDetails },
      },
      handler: async (request) =>
        compliancePlant(
          db,
          caller(request),
          request.params.frequency,
          request.params.plantUId,
          request.query,
        ),
    });

    app.get('/dashboard/:frequency/line-chart', {
      schema: {
        tags,
        summary: `Line chart data of a frequency: inspections done per period and form around the date; ${filters}`,
        problems: ['forbidden'],
        params: complianceFrequencyParams,
        querystring: complianceQuery,
        response: { 200: complianceLineChart },
      },
      handler: async (request) => lineChart(db, caller(request), request.params.frequency, request.query),
    });
  };
}
