import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarParams, calendarQuery, complianceCalendar } from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { complianceCalendar as calendarOf } from './compliance-calendar.service';

/**
 * The compliance calendar of a plant (beyond the spec; docs/decisions.md, Compliance calendar): whoever may
 * see the plant reads it; a plant out of reach (or another organisation's) is 404.
 */
export function complianceCalendarRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    app.get('/plants/:plantUId/compliance-calendar', {
      schema: {
        tags: ['plants'],
        summary:
          "A plant's compliance calendar for a year (default this year, from 2018): per assigned form and point source, each month's (or quarter's, year's) periods done, late, missing, open or not due",
        problems: ['notFound'],
        params: calendarParams,
        querystring: calendarQuery,
        response: { 200: complianceCalendar },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await calendarOf(db, caller(request), request.params.plantUId, request.query.year),
      }),
    });
  };
}
