import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentInfo,
  closeFlagBody,
  dbIdText,
  flagFollowUp,
  flagMessages,
  fillInForm as fillInFormSchema,
  inspectionDetails,
  plantInspections as plantInspectionsSchema,
  INSPECTION_TYPES,
  inspectionMessages,
  leadPersonChoice,
  openFlagsParams,
  plantOpenFlagsAnswer,
  priorFormBody,
  priorFormDetails,
  savedInspection,
  SIGNATURE_MAX_BYTES,
  submissionBody,
  valid,
} from '@envirotrack/shared';
import { countAttempts, uploadAttempts } from '../../lib/attempt-limits';
import type { AppDeps } from '../../lib/deps';
import { limitTreeDepth } from '../../lib/nesting';
import { Problem } from '../../lib/problem';
import { isStoredName, type StorageFolder } from '../../lib/storage';
import { caller } from '../../plugins/auth';
import { ATTACHMENT_CONTENT_TYPES } from '../../lib/file-types';
import { closeFlag } from './flag-follow-up';
import { plantOpenFlags } from './follow-ups';
import { leadPersonChoices } from './lead-persons';
import { plantInScope } from './inspection-target';
import { unattachedFilesJob } from './inspection-files.cleanup';
import {
  readableFile,
  uploadAttachment,
  uploadSignature,
  type StreamedUpload,
  type Upload,
} from './inspection-files.service';
import { answerDetails, fillInForm, plantInspections, priorForm } from './inspection-reads.service';
import { submitInspection, updateInspection } from './inspections.service';

const tags = ['inspections'];
const formParams = z.object({
  formId: z.string().min(1).max(80),
  plantId: dbIdText,
  pointSource: z.string().max(20),
  date: z.string().max(20),
});
const uploadQuery = z.object({ plantId: dbIdText.optional() });

/** The one file of an upload, counted against the caller's upload limit before it is read. */
async function oneFile(deps: AppDeps, request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const { userId } = caller(request);
  await countAttempts(deps.db, uploadAttempts(userId, request.headers['content-length'], maxBytes));
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new Problem('badInput', 'Choose a file to upload.');
  return { fileName: file.filename, bytes: await file.toBuffer() };
}

/** The one file of an upload as a stream (stored as it arrives), counted against the caller's limit first. */
async function oneStream(deps: AppDeps, request: FastifyRequest, maxBytes: number): Promise<StreamedUpload> {
  const { userId } = caller(request);
  await countAttempts(deps.db, uploadAttempts(userId, request.headers['content-length'], maxBytes));
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new Problem('badInput', 'Choose a file to upload.');
  return { fileName: file.filename, stream: file.file, maxBytes, truncated: () => file.file.truncated };
}

export function inspectionsRoutes(deps: AppDeps) {
  deps.jobs.define(unattachedFilesJob(deps));
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const urlOf = (folder: StorageFolder, name: string) => deps.storage.urlOf({ folder, name });

    app.get('/plantinspectionslist/:plantId/:inspectionType/:date', {
      schema: {
        tags,
        summary: "A plant's forms of one inspection type, each with its inspection of the date's period",
        problems: ['forbidden', 'notFound'],
        params: z.object({
          plantId: dbIdText,
          inspectionType: z.enum(INSPECTION_TYPES),
          date: z.string().max(20),
        }),
        response: { 200: valid(plantInspectionsSchema) },
      },
      handler: async (request) => {
        const { plantId, inspectionType, date } = request.params;
        return {
          status: 'valid' as const,
          data: await plantInspections(db, caller(request), plantId, inspectionType, date),
        };
      },
    });

    app.get('/questiontoforms/:formId/:plantId/inspection/:pointSource/:date', {
      schema: {
        tags,
        summary: 'The form to fill in for a plant, point source (or null) and date',
        problems: ['forbidden', 'notFound'],
        params: formParams,
        response: { 200: valid(fillInFormSchema) },
      },
      handler: async (request) => {
        const { formId, plantId, pointSource, date } = request.params;
        const data = await fillInForm(db, caller(request), { formKey: formId, plantId, pointSource, date });
        return { status: 'valid' as const, data };
      },
    });

    app.get('/getanswerdetails/:formId/:plantId/:pointSource/:date', {
      schema: {
        tags,
        summary: "The saved inspection of the date's period, with its history (null when there is none)",
        problems: ['notFound'],
        params: formParams,
        response: { 200: valid(inspectionDetails.nullable()) },
      },
      handler: async (request) => {
        const { formId, plantId, pointSource, date } = request.params;
        const query = { formKey: formId, plantId, pointSource, date };
        return { status: 'valid' as const, data: await answerDetails(db, { urlOf }, caller(request), query) };
      },
    });

    app.post('/submitinspection', {
      preValidation: limitTreeDepth('answers', 'subQuestions'),
      schema: {
        tags,
        summary: 'Save a new inspection',
        problems: ['forbidden', 'notFound', 'alreadyFilled'],
        body: submissionBody,
        response: { 200: valid(savedInspection) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        message: inspectionMessages.submitted,
        data: await submitInspection(db, caller(request), request.body),
      }),
    });

    app.post('/updateinspection/:inspectionId', {
      preValidation: limitTreeDepth('answers', 'subQuestions'),
      schema: {
        tags,
        summary: 'Save a new version of an inspection (409 when someone else saved since it was loaded)',
        problems: ['forbidden', 'notFound', 'conflict'],
        params: z.object({ inspectionId: dbIdText }),
        body: submissionBody,
        response: { 200: valid(savedInspection) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        message: inspectionMessages.submitted,
        data: await updateInspection(db, caller(request), request.params.inspectionId, request.body),
      }),
    });

    app.get('/leadpersons/:plantId', {
      schema: {
        tags,
        summary:
          "The people a housekeeping sign-off may name as lead person: the plant's active L2, L3 (its region) and L4 (assigned) users",
        problems: ['notFound'],
        params: z.object({ plantId: dbIdText }),
        response: { 200: valid(z.array(leadPersonChoice)) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await leadPersonChoices(db, await plantInScope(db, caller(request), request.params.plantId)),
      }),
    });

    app.get('/plants/:plantId/openflags', {
      schema: {
        tags,
        summary:
          'The open flags of a plant (newest reports first, at most 200) that a Monthly form may follow up',
        problems: ['notFound'],
        params: openFlagsParams,
        response: { 200: plantOpenFlagsAnswer },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        ...(await plantOpenFlags(db, caller(request), request.params.plantId)),
      }),
    });

    app.post('/markflagged', {
      schema: {
        tags,
        summary:
          'Close a flagged answer with a follow-up comment and date (409 when it is already closed or withdrawn)',
        problems: ['badInput', 'forbidden', 'notFound', 'conflict'],
        body: closeFlagBody,
        response: { 200: valid(flagFollowUp) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        message: flagMessages.closed,
        data: await closeFlag(db, urlOf, caller(request), request.body),
      }),
    });

    app.post('/getPriorFormDetails', {
      schema: {
        tags,
        summary: 'The prior scorecard of a form at a plant: date and total score, or null',
        problems: ['notFound'],
        body: priorFormBody,
        response: { 200: valid(priorFormDetails) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await priorForm(db, caller(request), request.body),
      }),
    });

    app.post('/inspection-files/images', {
      config: { attemptLimited: true },
      bodyLimit: ATTACHMENT_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload one attachment (multipart field `file`), checked by its content',
        problems: ['notFound'],
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: valid(attachmentInfo) },
      },
      handler: async (request) => {
        const upload = await oneStream(deps, request, ATTACHMENT_MAX_BYTES);
        const data = await uploadAttachment(deps, caller(request), upload, request.query.plantId);
        return { status: 'valid' as const, data };
      },
    });

    app.post('/inspection-files/signatures', {
      config: { attemptLimited: true },
      bodyLimit: SIGNATURE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload a signature (multipart field `file`, a PNG)',
        problems: ['notFound'],
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: valid(attachmentInfo) },
      },
      handler: async (request) => {
        const upload = await oneFile(deps, request, SIGNATURE_MAX_BYTES);
        const data = await uploadSignature(deps, caller(request), upload, request.query.plantId);
        return { status: 'valid' as const, data };
      },
    });

    app.get('/files/:folder/:name', {
      schema: {
        tags,
        summary: 'An attachment or signature, for those who may see its inspection',
        problems: ['notFound'],
        produces: ATTACHMENT_CONTENT_TYPES,
        params: z.object({
          folder: z.enum(['images', 'signatures']),
          name: z.string().refine(isStoredName, 'Not a file name.'),
        }),
      },
      handler: async (request, reply) => {
        const { folder, name } = request.params;
        const { file, opened } = await readableFile(deps, caller(request), folder, name);
        const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
        const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`;
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', disposition)
          .header('content-length', opened.size)
          .send(opened.stream);
      },
    });
  };
}
