import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { pingDatabase } from './health.queries';

export function healthRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/health', {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        problems: ['unavailable'],
        response: { 200: z.object({ status: z.literal('valid') }) },
      },
      handler: async () => {
        try {
          await pingDatabase(deps.db);
        } catch {
          throw new Problem('unavailable');
        }
        return { status: 'valid' as const };
      },
    });
  };
}
