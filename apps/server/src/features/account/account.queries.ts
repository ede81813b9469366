import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, organisations, supportRequests } from '../../db/schema';

export async function organisationSettingsRow(db: Db, orgId: number) {
  const [row] = await db
    .select({ settings: organisations.settings })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return row?.settings;
}

export async function insertFeedback(db: Db, values: { userId: number; orgId: number | null; text: string }) {
  await db.insert(feedback).values(values);
}

export async function insertSupportRequest(
  db: Db,
  values: { userId: number; orgId: number | null; comments: string },
) {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  return row?.id ?? 0;
}
