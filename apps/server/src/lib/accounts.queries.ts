import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations, regions, userRegions, users } from '../db/schema';

const accountColumns = {
  id: users.id,
  orgId: users.orgId,
  orgName: organisations.name,
  orgLogoUrl: organisations.logoUrl,
  userId: users.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accessLevel: users.accessLevel,
  status: users.status,
  elmsFlag: users.elmsFlag,
  referenceDelete: users.referenceDelete,
  passwordHash: users.passwordHash,
};

/** The columns of a user in a list (the users list, a plant's users). */
export const userListColumns = {
  UniqueId: users.id,
  UserId: users.userId,
  First_Name: users.firstName,
  Last_Name: users.lastName,
  Access_Level: users.accessLevel,
  Active: users.status,
};

const accounts = (db: Db) =>
  db.select(accountColumns).from(users).leftJoin(organisations, eq(organisations.id, users.orgId));

/** Every account (not deleted) whose UserId or e-mail is `login`, with its organisation. */
export function findAccountsByLogin(db: Db, login: string) {
  const needle = login.trim().toLowerCase();
  return accounts(db)
    .where(
      and(
        isNull(users.deletedAt),
        or(sql`lower(${users.userId}) = ${needle}`, sql`lower(${users.email}) = ${needle}`),
      ),
    )
    .orderBy(asc(organisations.name), asc(users.id));
}

export type Account = Awaited<ReturnType<typeof findAccountsByLogin>>[number];

export async function findAccountById(db: Db, id: number): Promise<Account | undefined> {
  const [account] = await accounts(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return account;
}

export function findUserRegions(db: Db, userId: number) {
  return db
    .select({ regionId: regions.id, regionName: regions.name })
    .from(userRegions)
    .innerJoin(regions, eq(regions.id, userRegions.regionId))
    .where(eq(userRegions.userId, userId))
    .orderBy(asc(regions.name));
}

export async function findOrganisation(db: Db, orgId: number) {
  const [org] = await db
    .select({ id: organisations.id, name: organisations.name, logoUrl: organisations.logoUrl })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return org;
}
