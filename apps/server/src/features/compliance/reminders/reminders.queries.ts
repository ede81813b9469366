import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { formTemplates, plantForms, reminderItems, reminderMails } from '../../../db/schema';

/** A person a reminder goes to. */
export interface Recipient {
  id: number;
  email: string;
  name: string;
  level: number;
}

/**
 * The people responsible for a plant (docs/decisions.md, Reminders): its active L4 users; when it has none,
 * the active L3 users of its region. Read from user_plants_plant_idx and user_regions_region_idx.
 */
export async function responsibleFor(db: Db, orgId: number, plantId: number): Promise<Recipient[]> {
  const result = (await db.execute(sql`
    with l4 as (
      select u.id, u.email, u.first_name || ' ' || u.last_name as name, u.access_level as level
      from user_plants up join users u on u.id = up.user_id
      where up.plant_id = ${plantId} and u.org_id = ${orgId} and u.access_level = 4
        and u.status = 1 and u.deleted_at is null
    )
    select * from l4
    union all
    select u.id, u.email, u.first_name || ' ' || u.last_name, u.access_level
    from plants p join user_regions ur on ur.region_id = p.region_id join users u on u.id = ur.user_id
    where p.id = ${plantId} and u.org_id = ${orgId} and u.access_level = 3 and u.status = 1
      and u.deleted_at is null and not exists (select 1 from l4)
    order by 1`)) as { rows: Recipient[] };
  return result.rows;
}

/** The parent id (the fill-in's path) of forms, by template id. */
export async function parentIdsOf(db: Db, templateIds: readonly number[]): Promise<Map<number, string>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ id: formTemplates.id, parentId: formTemplates.parentId })
    .from(formTemplates)
    .where(inArray(formTemplates.id, [...templateIds]));
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** The point source ids a plant chose, per assigned template (the fill-in link names one). */
export async function chosenPointSources(db: Db, plantId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ templateId: plantForms.templateId, ids: plantForms.pointSourceIds })
    .from(plantForms)
    .where(eq(plantForms.plantId, plantId));
  return new Map(rows.map((r) => [r.templateId, r.ids ?? []]));
}

export interface NewReminderItem {
  plantId: number;
  formRootId: number;
  pointSource: string;
  frequency: string;
  periodKey: string;
}

export interface NewReminderMail {
  orgId: number;
  kind: 'manual' | 'automatic';
  sentBy: number | null;
  runId?: number | null;
  dedupeKey?: string | null;
  recipients: Recipient[];
  subject: string;
  body: string;
}

/**
 * Records a mail and what it names, queued. With a dedupe key already taken (another instance made this
 * digest), nothing is written and undefined is answered.
 */
export async function insertReminderMail(
  db: Db,
  mail: NewReminderMail,
  items: readonly NewReminderItem[],
): Promise<number | undefined> {
  const [row] = await db
    .insert(reminderMails)
    .values({
      orgId: mail.orgId,
      kind: mail.kind,
      sentBy: mail.sentBy,
      runId: mail.runId ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      recipientIds: mail.recipients.map((r) => r.id),
      recipients: mail.recipients.map((r) => r.email),
      subject: mail.subject,
      body: mail.body,
    })
    .onConflictDoNothing()
    .returning({ id: reminderMails.id });
  if (!row) return undefined;
  if (items.length) await db.insert(reminderItems).values(items.map((item) => ({ ...item, mailId: row.id })));
  return row.id;
}

export async function reminderMailById(db: Db, id: number) {
  const [row] = await db.select().from(reminderMails).where(eq(reminderMails.id, id));
  return row;
}

/** One delivery attempt's outcome: sent, or failed (kept 'queued' while the queue will retry it). */
export async function markReminderMail(
  db: Db,
  id: number,
  outcome: { sent: true } | { sent: false; error: string; final: boolean },
): Promise<Date | undefined> {
  const [row] = await db
    .update(reminderMails)
    .set(
      outcome.sent
        ? {
            status: 'sent',
            sentAt: new Date(),
            attempts: sql`${reminderMails.attempts} + 1`,
            lastError: null,
          }
        : {
            status: outcome.final ? 'failed' : 'queued',
            attempts: sql`${reminderMails.attempts} + 1`,
            lastError: outcome.error.slice(0, 500),
          },
    )
    .where(and(eq(reminderMails.id, id)))
    .returning({ sentAt: reminderMails.sentAt });
  return row?.sentAt ?? undefined;
}

/**
 * When each of a plant's forms (root x point source) was last reminded in a period: the latest sent mail
 * naming it (reminder_items_plant_period_idx, then the mails by their key).
 */
export async function lastReminded(db: Db, plantId: number, periodKey: string): Promise<Map<string, string>> {
  const result = (await db.execute(sql`
    select ri.form_root_id as root, ri.point_source as ps, max(m.sent_at) as at
    from reminder_items ri join reminder_mails m on m.id = ri.mail_id
    where ri.plant_id = ${plantId} and ri.period_key = ${periodKey} and m.status = 'sent'
    group by 1, 2`)) as { rows: { root: number; ps: string; at: Date | string }[] };
  return new Map(result.rows.map((r) => [remindedKey(r.root, r.ps), new Date(r.at).toISOString()]));
}

export const remindedKey = (root: number, ps: string) => `${root}\u0000${ps}`;
