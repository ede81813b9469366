import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';

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
