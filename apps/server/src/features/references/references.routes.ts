import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  can,
  deleteReferencesBody,
  idParam,
  okBody,
  reference,
  REFERENCE_FILE_MAX_BYTES,
  referenceMessages,
  valid,
} from '@envirotrack/shared';
import { countAttempts, uploadAttempts } from '../../lib/attempt-limits';
import type { AppDeps } from '../../lib/deps';
import { ATTACHMENT_CONTENT_TYPES } from '../../lib/file-types';
import { Problem } from '../../lib/problem';
import { caller } from '../../plugins/auth';
import { readReferenceUpload } from './reference-upload';
import {
  addReference,
  listReferences,
  orgOf,
  readReferenceFile,
  removeReferences,
} from './references.service';

const tags = ['references'];

/** Reference documents (spec 3 §2.11, §5, §7, §8; docs/decisions.md, Golden rules and references). */
export function referencesRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/References', {
      schema: {
        tags,
        summary:
          "The organisation's reference documents, newest first, then the built-in ones (every level; L1 acting " +
          'in an organisation).',
        problems: ['forbidden'],
        response: { 200: valid(z.array(reference)) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await listReferences(deps, caller(request)),
      }),
    });

    app.post('/References', {
      config: { attemptLimited: true },
      // A file and a banner, each at most REFERENCE_FILE_MAX_BYTES while read, and the text fields.
      bodyLimit: 2 * REFERENCE_FILE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary:
          'Add a reference (multipart: referenceTitle, and referenceLink or the file referenceFileData, and ' +
          'optionally the image bannerImage). The file is checked by its content. L2 and L1 acting in an ' +
          'organisation.',
        problems: ['forbidden'],
        consumes: ['multipart/form-data'],
        response: { 200: valid(reference) },
      },
      handler: async (request) => {
        const auth = caller(request);
        // Refused callers are refused before their upload is read or counted.
        orgOf(auth);
        if (!can.addReference(auth.level)) throw new Problem('forbidden');
        await countAttempts(
          deps.db,
          uploadAttempts(auth.userId, request.headers['content-length'], 2 * REFERENCE_FILE_MAX_BYTES),
        );
        const upload = await readReferenceUpload(request, deps.storage);
        const data = await addReference(deps, auth, upload);
        return { status: 'valid' as const, message: referenceMessages.uploaded, data };
      },
    });

    app.delete('/References', {
      schema: {
        tags,
        summary:
          'Delete references of the organisation (the reference_delete permission: L2, L1 acting in it, and L3 ' +
          'or L4 users granted it on the user form; 403 without it). A ' +
          'built-in reference is refused (403), one out of reach is 404; then nothing is deleted.',
        problems: ['forbidden', 'notFound'],
        body: deleteReferencesBody,
        response: { 200: okBody },
      },
      handler: async (request) => {
        await removeReferences(deps, caller(request), request.body);
        return { status: 'valid' as const, message: referenceMessages.deleted, data: null };
      },
    });

    for (const part of ['file', 'banner'] as const) {
      app.get(`/References/:id/${part}`, {
        schema: {
          tags,
          summary:
            part === 'file'
              ? "A reference's stored file, for its organisation (PDFs and images inline, others as a download)"
              : "A reference's banner image, for its organisation",
          problems: ['notFound'],
          produces: ATTACHMENT_CONTENT_TYPES,
          params: idParam,
        },
        handler: async (request, reply) => {
          const file = await readReferenceFile(deps, caller(request), request.params.id, part);
          const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
          const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
          return reply
            .type(file.contentType)
            .header('cache-control', 'private, max-age=3600')
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', disposition)
            .header('content-length', file.opened.size)
            .send(file.opened.stream);
        },
      });
    }
  };
}
