import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, organisations, supportRequests, users } from '../../db/schema';
import { linkedOrganisationsSql } from '../../lib/account-links.queries';
import { prepared } from '../../lib/prepared';

const meStatement = prepared((db) =>
  db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      settings: sql<unknown>`(select ${organisations.settings} from ${organisations}
        where ${organisations.id} = ${sql.placeholder('orgId')})`,
      otherOrganisations: linkedOrganisationsSql(sql.placeholder('sessionId')),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('me'),
);

/**
 * The caller's names, the settings of the organisation the call acts in (none for L1 in All) and the
 * organisations of the person's other accounts its sign-in proved.
 */
export async function meRow(db: Db, userId: number, orgId: number | null, sessionId: string) {
  const [row] = await meStatement(db).execute({ userId, orgId, sessionId });
  return row;
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
