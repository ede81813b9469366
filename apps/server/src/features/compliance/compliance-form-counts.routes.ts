import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartParams, chartQuery, formCounts } from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { formCounts as countsOf } from './compliance-form-counts.service';

/**
 * The quarterly and yearly report lists' charts (spec 3 §2.1, §3 'Quarterly counts'; docs/decisions.md,
 * Report list charts): counted per organisation like the dashboard, so L1 in All is 403.
 */
export function complianceFormCountsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    app.get('/dashboard/:frequency/form-counts', {
      schema: {
        tags: ['dashboard'],
        summary:
          "Complete versus InComplete due forms of a quarter or year, per chart bar (quarterly: Quarter Visual and ShopInspection; yearly: each yearly form) and in all; the report list's filters: year, quarter (1-4), region (All or a region id), inspectionType (All, Inspections, HouseKeeping)",
        problems: ['forbidden'],
        params: chartParams,
        querystring: chartQuery,
        response: { 200: formCounts },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await countsOf(db, caller(request), request.params.frequency, request.query),
      }),
    });
  };
}
