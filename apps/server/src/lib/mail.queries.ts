import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export async function recordMail(
  db: Db,
  mail: { recipient: string; subject: string; kind: string; transport: string },
): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export async function markMail(
  db: Db,
  id: number,
  outcome: { sentAt: Date } | { error: string },
): Promise<void> {
  await db.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, id));
}
