import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reminderMailList,
  reminderSettings,
  reminderSettingsResult,
  remindEmailBody,
  remindEmailResult,
} from '@envirotrack/shared';
import type { AppDeps } from '../../../lib/deps';
import { caller } from '../../../plugins/auth';
import { reminderJobs } from './auto-reminders';
import { remindEmail } from './remind-email.service';
import { readReminderSettings, reminderMailsOf, writeReminderSettings } from './reminder-settings.service';

const tags = ['dashboard'];

/** Reminders (spec 3 §2.9, §6, §7 POST /remindemail, §8; docs/decisions.md, Reminders). */
export function reminderRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    for (const job of reminderJobs(deps)) deps.jobs.define(job);

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

    app.get('/reminders/settings', {
      schema: {
        tags,
        summary:
          "The organisation's automatic reminder settings (the defaults, off, until saved) and the time zone " +
          'the send time is read in. L2 and L1 acting in an organisation.',
        problems: ['forbidden'],
        response: { 200: reminderSettingsResult },
      },
      handler: async (request) => readReminderSettings(deps.db, caller(request)),
    });

    app.put('/reminders/settings', {
      schema: {
        tags,
        summary:
          'Save the automatic reminder settings: on/off, send time (HH:MM), frequencies, days of grace and the ' +
          'escalation steps (days until the region managers, then the organisation managers, are added).',
        problems: ['forbidden'],
        body: reminderSettings,
        response: { 200: reminderSettingsResult },
      },
      handler: async (request) => writeReminderSettings(deps.db, caller(request), request.body),
    });

    app.get('/reminders/mails', {
      schema: {
        tags,
        summary:
          "The organisation's latest reminder mails (manual and automatic), newest first, with their delivery " +
          'status (queued, sent, failed), attempts and last error.',
        problems: ['forbidden'],
        response: { 200: reminderMailList },
      },
      handler: async (request) => reminderMailsOf(deps.db, caller(request)),
    });
  };
}
