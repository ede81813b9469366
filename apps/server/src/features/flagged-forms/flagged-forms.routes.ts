import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  flaggedFormDetails,
  flaggedFormParams,
  flaggedFormsPage,
  flaggedFormsParams,
  flaggedFormsQuery,
  valid,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import type { StorageFolder } from '../../lib/storage';
import { caller } from '../../plugins/auth';
import { flaggedFormExportRoutes } from './flagged-form-exports.routes';
import { flaggedFormDetails as loadDetails, listFlaggedForms } from './flagged-forms.service';

const tags = ['flags'];
const listOf =
  '20 per page, newest submitted first unless sorted (submittedDate or dateCompleted, isAsc); only what the caller may see; searchText covers region, completed by, date completed (MMDDYYYY) and form type';
const listSchema = (summary: string) => ({
  tags,
  summary: `${summary}: ${listOf}`,
  params: flaggedFormsParams,
  querystring: flaggedFormsQuery,
  response: { 200: valid(flaggedFormsPage) },
});

/**
 * Flagged forms (spec 3 §2.7, §7): the complete and incomplete lists of one form type (the frequency), and
 * a flagged form's detail. Scope is decided before anything is read; a form out of scope answers 404.
 */
export function flaggedFormsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const urlOf = (folder: StorageFolder, name: string) => deps.storage.urlOf({ folder, name });

    app.get('/flaggedcompleted/:formType/:pageNum/:sortIndex', {
      schema: listSchema('Flagged forms of a form type whose flags are all closed'),
      handler: async (request) => ({
        status: 'valid' as const,
        data: await listFlaggedForms(db, caller(request), 'complete', {
          ...request.params,
          ...request.query,
        }),
      }),
    });

    app.get('/flaggedincomplete/:formType/:pageNum/:sortIndex', {
      schema: listSchema('Flagged forms of a form type with an open flag'),
      handler: async (request) => ({
        status: 'valid' as const,
        data: await listFlaggedForms(db, caller(request), 'incomplete', {
          ...request.params,
          ...request.query,
        }),
      }),
    });

    flaggedFormExportRoutes(fastify, db);

    app.get('/getflaggedanswerdetails/:inspectionId', {
      schema: {
        tags,
        summary:
          'A flagged form: its answers (after the pseudo-questions Submitted By, Submission Date, Plant Id), flags with their follow-up, images, signature and corrective-action follow-ups',
        problems: ['notFound'],
        params: flaggedFormParams,
        response: { 200: valid(flaggedFormDetails) },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await loadDetails(db, urlOf, caller(request), request.params.inspectionId),
      }),
    });
  };
}
