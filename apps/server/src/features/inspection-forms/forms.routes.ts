import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_ORGANISATIONS,
  dbIdText,
  FACILITY_TYPES,
  formIdParam,
  formMessages,
  formsByPermit,
  formWithQuestions as formWithQuestionsSchema,
  inspectionTypeBody,
  okBody,
  renameFormBody,
  setupBody,
  valid,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { limitTreeDepth } from '../../lib/nesting';
import { Problem } from '../../lib/problem';
import { caller } from '../../plugins/auth';
import { groupByPermit, summaryOf } from '../../lib/form-catalogue';
import {
  findTemplateByKey,
  formWithQuestions,
  listEffectiveTemplates,
  pointSourcesOf,
} from '../../lib/form-catalogue.queries';
import { createInspectionType, deleteForm, editingOrg, renameForm, visibleTemplate } from './forms.service';
import { saveSetup } from './setup-save';

const tags = ['inspection forms'];

export function formsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const saved = async (formKey: string) => {
      const template = await findTemplateByKey(deps.db, formKey);
      if (!template) throw new Problem('notFound', 'Inspection form not found.');
      return formWithQuestions(deps.db, template, true);
    };

    app.get('/inspectionstype/:orgId/:facilityType', {
      schema: {
        tags,
        summary: 'The forms an organisation uses for a facility type, by permit type and frequency (L1, L2)',
        problems: ['forbidden'],
        params: z.object({
          orgId: z.union([z.literal(ALL_ORGANISATIONS), dbIdText]),
          facilityType: z.enum(FACILITY_TYPES),
        }),
        response: { 200: valid(formsByPermit) },
      },
      handler: async (request) => {
        const auth = caller(request);
        const own = editingOrg(auth);
        const orgId = request.params.orgId === ALL_ORGANISATIONS ? null : request.params.orgId;
        if (auth.level !== 1 && orgId !== own) throw new Problem('forbidden');
        const templates = await listEffectiveTemplates(deps.db, orgId, request.params.facilityType);
        const sources = await pointSourcesOf(
          deps.db,
          templates.map((t) => t.id),
        );
        return { status: 'valid' as const, data: groupByPermit(templates.map((t) => summaryOf(t, sources))) };
      },
    });

    app.get('/questiontoforms/:formId/:plantId/:type/:pointSource/:date', {
      schema: {
        tags,
        summary: 'A form with its questions; type question-setup includes retired questions (L1, L2)',
        problems: ['forbidden', 'notFound'],
        params: z.object({
          formId: z.string().min(1).max(80),
          plantId: z.string().max(40),
          type: z.enum(['question-setup']),
          pointSource: z.string().max(40),
          date: z.string().max(20),
        }),
        response: { 200: valid(formWithQuestionsSchema) },
      },
      handler: async (request) => {
        const template = await visibleTemplate(deps.db, caller(request), request.params.formId);
        return { status: 'valid' as const, data: await formWithQuestions(deps.db, template, true) };
      },
    });

    app.post('/questionSetUp', {
      preValidation: limitTreeDepth('quesData', 'subQuestions'),
      schema: {
        tags,
        summary: 'Save the set-up builder’s questions',
        problems: ['forbidden', 'notFound', 'conflict'],
        body: setupBody,
        response: { 200: valid(formWithQuestionsSchema) },
      },
      handler: async (request) => {
        const formKey = await saveSetup(deps.db, caller(request), request.body);
        return { status: 'valid' as const, message: formMessages.setupSaved, data: await saved(formKey) };
      },
    });

    app.post('/insertinspectionstype', {
      schema: {
        tags,
        summary: 'Create an inspection form (L1, L2)',
        problems: ['forbidden', 'conflict'],
        body: inspectionTypeBody,
        response: { 200: valid(formWithQuestionsSchema) },
      },
      handler: async (request) => {
        const template = await createInspectionType(deps.db, caller(request), request.body);
        return {
          status: 'valid' as const,
          message: formMessages.typeCreated,
          data: await saved(template.formKey),
        };
      },
    });

    app.post('/updateinspectionformname', {
      schema: {
        tags,
        summary: 'Rename an inspection form (L1, L2)',
        problems: ['forbidden', 'notFound', 'conflict'],
        body: renameFormBody,
        response: { 200: valid(formWithQuestionsSchema) },
      },
      handler: async (request) => {
        const formKey = await renameForm(
          deps.db,
          caller(request),
          request.body.formId,
          request.body.inspectionName,
        );
        return { status: 'valid' as const, message: formMessages.formRenamed, data: await saved(formKey) };
      },
    });

    app.post('/deleteinspectionform/:formId', {
      schema: {
        tags,
        summary: 'Delete an inspection form (L1)',
        problems: ['forbidden', 'notFound'],
        params: formIdParam,
        response: { 200: okBody },
      },
      handler: async (request) => {
        await deleteForm(deps.db, caller(request), request.params.formId);
        return { status: 'valid' as const, message: formMessages.formDeleted, data: null };
      },
    });
  };
}
