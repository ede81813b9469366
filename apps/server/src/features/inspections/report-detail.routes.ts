import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkPrintForm,
  bulkPrintParams,
  bulkPrintQuery,
  reportDetails,
  reportParams,
  reportVersion,
  reportVersionParams,
  valid,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import type { StorageFolder } from '../../lib/storage';
import { caller } from '../../plugins/auth';
import { bulkPrintForms } from './bulk-print';
import { reportDetails as loadReport, reportVersionOf } from './report-detail.service';

const tags = ['reports'];

/**
 * The report detail (spec 3 §2.2; the spec's report fetch helper has no path: docs/decisions.md, 'Report
 * detail'). A report out of the caller's scope answers 404, as a missing one does.
 */
export function reportDetailRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const urlOf = (folder: StorageFolder, name: string) => deps.storage.urlOf({ folder, name });

    app.get('/reports/:inspectionId', {
      schema: {
        tags,
        summary: 'A submitted inspection as a read-only report, with its flags, files, signature and history',
        problems: ['notFound'],
        params: reportParams,
        response: { 200: valid(reportDetails) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await loadReport(db, urlOf, caller(request), request.params.inspectionId),
      }),
    });

    app.get('/reports/:inspectionId/versions/:version', {
      schema: {
        tags,
        summary: 'The answers, attachments and signature of a report as they were saved at one version',
        problems: ['notFound'],
        params: reportVersionParams,
        response: { 200: valid(reportVersion) },
      },
      handler: async (request) => {
        const { inspectionId, version } = request.params;
        return {
          status: 'valid' as const,
          data: await reportVersionOf(db, urlOf, caller(request), inspectionId, version),
        };
      },
    });

    app.get('/bulkprint/:plantId/:frequency', {
      schema: {
        tags,
        summary:
          "Bulk print: a plant's forms with reports in a period (Daily/Weekly: the date's day or week; Monthly/Quarterly: the year; Yearly: every year), each with its reports",
        problems: ['badInput', 'notFound'],
        params: bulkPrintParams,
        querystring: bulkPrintQuery,
        response: { 200: valid(z.array(bulkPrintForm)) },
      },
      handler: async (request) => {
        const { plantId, frequency } = request.params;
        return {
          status: 'valid' as const,
          data: await bulkPrintForms(db, caller(request), plantId, frequency, request.query),
        };
      },
    });
  };
}
