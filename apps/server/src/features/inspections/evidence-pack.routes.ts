import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  evidencePack,
  evidencePackParams,
  evidencePackPlantParams,
  evidencePackRequest,
  valid,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { evidencePackExpiryJob, evidencePackJob } from './evidence-pack.job';
import { cancelPack, ownPack, packFile, packOf, startPack } from './evidence-pack.service';

const tags = ['reports'];

/** The evidence pack (issue 17; docs/decisions.md 'Evidence pack'): start, poll, cancel, download. */
export function evidencePackRoutes(deps: AppDeps) {
  deps.jobs.define(evidencePackJob(deps));
  deps.jobs.define(evidencePackExpiryJob(deps));
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/plants/:plantId/evidence-packs', {
      schema: {
        tags,
        summary:
          "Starts an evidence pack of a plant's reports over a date range and permit types (made by a queued job)",
        problems: ['badInput', 'notFound'],
        params: evidencePackPlantParams,
        body: evidencePackRequest,
        response: { 200: valid(evidencePack) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await startPack(deps, caller(request), request.params.plantId, request.body),
      }),
    });

    app.get('/evidence-packs/:packId', {
      schema: {
        tags,
        summary: "An evidence pack's progress: its state and how many of its reports are laid out",
        problems: ['notFound'],
        params: evidencePackParams,
        response: { 200: valid(evidencePack) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: packOf(await ownPack(deps, caller(request), request.params.packId)),
      }),
    });

    app.delete('/evidence-packs/:packId', {
      schema: {
        tags,
        summary: 'Cancels an evidence pack still queued or being made',
        problems: ['notFound', 'conflict'],
        params: evidencePackParams,
        response: { 200: valid(evidencePack) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await cancelPack(deps, caller(request), request.params.packId),
      }),
    });

    app.get('/evidence-packs/:packId/file', {
      schema: {
        tags,
        summary: 'The PDF of a finished evidence pack, while it is kept',
        problems: ['notFound', 'conflict'],
        produces: ['application/pdf'],
        params: evidencePackParams,
      },
      handler: async (request, reply) => {
        const { row, bytes } = await packFile(deps, caller(request), request.params.packId);
        const name = `evidence-pack-${row.plantId}-${row.fromDate}-${row.toDate}.pdf`;
        return reply
          .type('application/pdf')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(bytes);
      },
    });
  };
}
