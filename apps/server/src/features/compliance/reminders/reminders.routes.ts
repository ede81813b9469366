import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { remindEmailBody, remindEmailResult } from '@envirotrack/shared';
import type { AppDeps } from '../../../lib/deps';
import { caller } from '../../../plugins/auth';
import { remindEmail } from './remind-email.service';

const tags = ['dashboard'];

/** Reminders (spec 3 §2.9, §6, §7 POST /remindemail, §8; docs/decisions.md, Reminders). */
export function reminderRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/remindemail', {
      schema: {
        tags,
        summary:
          "Send Reminder: mails a plant's responsible people (its L4 users, else its region's L3 users) the forms " +
          'it has not done in the period of `date` (FormId: that form only; pointSource: that point source only). ' +
          'L2 and L1 acting in an organisation. 409 when nothing is owed or nobody is responsible; 502 when the ' +
          'mail could not be delivered (recorded as failed).',
        problems: ['forbidden', 'notFound', 'conflict', 'mailFailed'],
        body: remindEmailBody,
        response: { 200: remindEmailResult },
      },
      handler: async (request) => remindEmail(deps, caller(request), request.body),
    });
  };
}
