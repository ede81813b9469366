import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FREQUENCIES,
  formGrid,
  GRID_CALLS,
  gridParams,
  gridQuery,
  summaryQuestions,
  summaryQuestionsParams,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { formGrid as gridOf, summaryQuestionsOf } from './form-grid.service';

const tags = ['summaries'];
const covers = {
  Daily: 'the days of the date’s month',
  Weekly: 'the weeks (Monday to Sunday) whose Thursday is in the date’s month',
  Monthly: 'the months of the date’s year',
  Quarterly: 'the quarters of the date’s year',
  Yearly: 'the date’s year, the four before and the next',
} as const;

/**
 * Form summaries' checklist grids (spec 3 §2.3, §3, §7; docs/decisions.md, Form summaries): whoever may see
 * the plant reads its grids (as the compliance calendar); another organisation's or an unseen plant is 404.
 */
export function formGridRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    for (const frequency of FREQUENCIES) {
      app.get(`/${GRID_CALLS[frequency]}/:plantUId/:formId/:date`, {
        schema: {
          tags,
          summary: `The checklist grid of one plant's ${frequency} form (FormId) over ${covers[frequency]} (date YYYY-MM-DD): a column per period (done, late, missing, due or not due), a row per question the form had then, answers split in their parts, flagged cells; ?pointSource=name is required for a form with outfalls / point sources`,
          problems: ['badInput', 'notFound'],
          params: gridParams,
          querystring: gridQuery,
          response: { 200: formGrid },
        },
        handler: async (request) =>
          gridOf(db, caller(request), frequency, request.params, request.query.pointSource),
      });
    }

    app.get('/getquestionsforformsummary/:formId/:date', {
      schema: {
        tags,
        summary:
          "The questions of the organisation's form (FormId; its copy of a library form) as it stood on the date (YYYY-MM-DD), numbered as the form numbers them",
        problems: ['badInput', 'forbidden', 'notFound'],
        params: summaryQuestionsParams,
        response: { 200: summaryQuestions },
      },
      handler: async (request) => ({
        status: 'valid' as const,
        data: await summaryQuestionsOf(db, caller(request), request.params.formId, request.params.date),
      }),
    });
  };
}
