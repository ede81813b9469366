import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { completeDocument } from '../lib/openapi-document';
import { documentRoute } from '../lib/openapi-route';

const description = [
  'The API of EnviroTrack, environmental compliance records (inspections, plants, users, organisations).',
  '',
  'Sign in with `POST /api/login` and send the token it answers as `Authorization: Bearer <token>`.',
  'Every answer is JSON: `{ "status": "valid", "data": ... }`, or on failure `{ "status": "invalid",',
  '"code", "message" }` (the Problem schema) with the HTTP status of its code.',
].join('\n');

const tagDescriptions: Record<string, string> = {
  system: 'Liveness of the service.',
  auth: 'Signing in and out, and passwords.',
  organisations: 'Organisations, their regions, logos and settings; switching organisation (L1).',
  files: 'Public files: organisation logos.',
  users: 'Users and their access.',
  account: 'The signed-in user: settings, links, feedback and support.',
  'inspection forms': 'The forms, their questions and the set-up builder.',
  plants: 'Plants, their forms, map and users.',
  inspections: 'Filling in inspections: forms, answers, attachments and signatures.',
  flags: 'Flagged answers of the reports and their follow-up.',
  summaries: "Form summaries: one plant's form across a month or a year (checklist grids).",
  'golden-rules': "The organisation's golden rules, by priority.",
  references: "The organisation's reference documents (files and links) and the built-in ones.",
};

/** The OpenAPI document of every /api route at /api/docs/json (and its viewer at /api/docs). */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'EnviroTrack API',
        version: '1.0.0',
        description,
        contact: {
          name: 'EnviroTrack support',
          ...(config.supportEmail ? { email: config.supportEmail } : {}),
        },
        // Not open source: there is no licence text to link to.
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: documentRoute,
    transformObject: completeDocument(tagDescriptions),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
