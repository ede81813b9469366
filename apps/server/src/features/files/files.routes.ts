import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { isStoredName } from '../../lib/storage';

const CONTENT_TYPES: Record<string, string> = { gif: 'image/gif', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Company logos are public (they show on the sign-in header and in print). Inspection images and
 * signatures are evidence: they are served by the inspections feature, which checks who may read them.
 */
export function filesRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/files/companyLogos/:name', {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'An organisation logo',
        problems: ['notFound'],
        produces: Object.values(CONTENT_TYPES),
        params: z.object({ name: z.string().refine(isStoredName, 'Not a file name.') }),
      },
      handler: async (request, reply) => {
        const opened = await deps.storage.open({ folder: 'companyLogos', name: request.params.name });
        if (!opened) throw new Problem('notFound');
        const extension = request.params.name.split('.').pop() ?? '';
        return reply
          .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-length', opened.size)
          .send(opened.stream);
      },
    });
  };
}
