import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { valid, verifyParams, verifyResult } from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { verifyPage, verifyRecord } from './verify.service';

/** `GET /api/verify/{inspectionId}/{hash}`: the verdict as JSON (public; docs/decisions.md 'Evidence pack'). */
export function verifyRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/verify/:inspectionId/:hash', {
      config: { public: true },
      schema: {
        tags: ['reports'],
        summary:
          'Whether a signed record is unchanged since signing: the verdict, the plant id, form, period and signer',
        problems: ['badInput', 'notFound'],
        params: verifyParams,
        response: { 200: valid(verifyResult) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await verifyRecord(deps.db, request.params.inspectionId, request.params.hash),
      }),
    });
  };
}

/**
 * `GET /verify/{inspectionId}/{hash}`: the page a pack's link and QR code open, rendered by the server (it
 * needs no sign-in and no script). An unknown or malformed code answers 404 with the page saying so.
 */
export function verifyPageRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    fastify.get<{ Params: { inspectionId: string; hash: string } }>('/verify/:inspectionId/:hash', {
      config: { public: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        const parsed = verifyParams.safeParse(request.params);
        let result = null;
        if (parsed.success) {
          try {
            result = await verifyRecord(deps.db, parsed.data.inspectionId, parsed.data.hash);
          } catch (error) {
            if (!(error instanceof Problem)) throw error;
          }
        }
        return reply
          .code(result ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(verifyPage(result));
      },
    });
  };
}
