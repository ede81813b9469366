import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, passwordResets, users } from '../../db/schema';

/**
 * The live accounts whose e-mail address is `email` (any letter case), with their organisation. Forgot and
 * reset password look accounts up by e-mail only: a user id never stands for an address.
 */
export function findAccountsByEmail(db: Db, email: string) {
  return db
    .select({
      id: users.id,
      orgId: users.orgId,
      orgName: organisations.name,
      userId: users.userId,
      email: users.email,
      firstName: users.firstName,
      status: users.status,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(isNull(users.deletedAt), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .orderBy(asc(organisations.name), asc(users.id));
}

export type EmailAccount = Awaited<ReturnType<typeof findAccountsByEmail>>[number];

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function createPasswordReset(
  db: Db,
  reset: { userId: number; tempHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(reset);
}

export function findOpenPasswordResets(db: Db, userId: number) {
  return db
    .select({ id: passwordResets.id, tempHash: passwordResets.tempHash })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
}

/** Marks every open temporary password of the user used, so none can be replayed. */
export async function closePasswordResets(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
