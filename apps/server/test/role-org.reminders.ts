import { sql } from 'drizzle-orm';
import { today } from '@envirotrack/shared';
import { get, post, put, roles, type Case } from './role-org.cases';
import type { World } from './role-org.world';

/**
 * Send Reminder (spec 3 §6: L1 and L2 only; docs/decisions.md, Reminders): L1 acting in A and A's L2 may,
 * L1 in All, L3 and L4 are refused (403), B's L2 does not find A's plant (404). Plant N has L4 users (the
 * mail goes to them); plant S has none and South no L3 user, so the allowed callers get 409 there.
 * The fixture's plants were made today: today's daily form is what they owe, so every day of the week is
 * made a daily due day first (the test may run on a Sunday).
 */
async function remindToday(w: World, plantId: number) {
  await w.t.db.execute(sql`update organisations
    set settings = settings || '{"dailyDueDays": [1, 2, 3, 4, 5, 6, 7]}'::jsonb where id = ${w.orgA}`);
  return post('/api/remindemail', { plantUId: String(plantId), frequency: 'daily', date: today() });
}

/** The Reminders screen: L2 and L1 acting in an organisation, each on its own organisation (B's L2 on B's). */
const managers = roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 403, a4: 403, b2: 'ok' });
const settings = {
  enabled: true,
  sendTime: '06:45',
  frequencies: ['daily', 'monthly'],
  graceDays: 2,
  regionAfterDays: 3,
  orgAfterDays: 4,
};

export const reminderCases: Record<string, Case[]> = {
  'GET /api/reminders/settings': [
    { reach: 'own', expect: managers, request: async () => get('/api/reminders/settings') },
  ],
  'PUT /api/reminders/settings': [
    { reach: 'own', expect: managers, request: async () => put('/api/reminders/settings', settings) },
  ],
  'GET /api/reminders/mails': [
    { reach: 'own', expect: managers, request: async () => get('/api/reminders/mails') },
  ],
  'POST /api/remindemail': [
    {
      label: 'plant N',
      reach: 'A',
      expect: roles({ l1: 'ok', l1all: 403, a2: 'ok', a3: 403, a4: 403, b2: 404 }),
      request: (w) => remindToday(w, w.plantN),
    },
    {
      label: 'plant S, nobody responsible',
      reach: 'A',
      expect: roles({ l1: 409, l1all: 403, a2: 409, a3: 403, a4: 403, b2: 404 }),
      request: (w) => remindToday(w, w.plantS),
    },
  ],
};
