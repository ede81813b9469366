import {
  ALL_ORGANISATIONS,
  can,
  type AccessLevel,
  type SessionClaims,
  type SignedIn,
} from '@envirotrack/shared';
import type { Db } from '../db/client';
import type { LinkedAccount } from '../db/schema';
import { type Account, findOrganisation, findUserRegions } from './accounts.queries';
import { Problem } from './problem';
import { recordAudit } from './audit.queries';
import { createSession, revokeSession } from './sessions.queries';
import type { TokenSigner } from './tokens';

export interface SessionDeps {
  db: Db;
  tokens: TokenSigner;
  sessionHours: number;
}

async function claimsFor(
  db: Db,
  account: Account,
  actingOrgId: number | null,
  sid: string,
): Promise<SessionClaims> {
  const level = account.accessLevel as AccessLevel;
  const base = {
    UniqueId: account.id,
    id: account.id,
    UserId: account.userId,
    Access_Level: level,
    First_Name: account.firstName,
    elmsFlag: account.elmsFlag,
    referenceDelete: can.deleteReferences(level, account.referenceDelete),
    sid,
  };
  if (level !== 1) {
    return {
      ...base,
      orgId: account.orgId,
      orgName: account.orgName ?? '',
      orgLogoURL: account.orgLogoUrl,
      Regions: await findUserRegions(db, account.id),
    };
  }
  const org = actingOrgId === null ? undefined : await findOrganisation(db, actingOrgId);
  return {
    ...base,
    orgId: org?.id ?? null,
    orgName: org?.name ?? ALL_ORGANISATIONS,
    orgLogoURL: org?.logoUrl ?? null,
    Regions: [],
  };
}

/** Opens a revocable session for the account and signs its token. */
export async function issueSession(
  deps: SessionDeps,
  account: Account,
  actingOrgId: number | null,
  linkedAccounts: LinkedAccount[] = [],
): Promise<SignedIn> {
  const expiresAt = new Date(Date.now() + deps.sessionHours * 3_600_000);
  const scope = account.accessLevel === 1 ? actingOrgId : account.orgId;
  if (scope !== null && !(await findOrganisation(deps.db, scope))) {
    throw new Problem('notFound', 'Organisation not found.');
  }
  const sid = await createSession(deps.db, {
    userId: account.id,
    actingOrgId: scope,
    expiresAt,
    linkedAccounts,
  });
  const user = await claimsFor(deps.db, account, scope, sid);
  return { token: await deps.tokens.sign(user, expiresAt), user };
}

/**
 * A switch (L1 into an organisation, or a person into their account elsewhere): the next session opens and
 * the caller's ends in one transaction, with the audit event of the switch.
 */
export async function switchSession(
  deps: SessionDeps,
  fromSessionId: string,
  next: { account: Account; actingOrgId: number | null; linkedAccounts?: LinkedAccount[] },
  audit: { actorId: number; orgId: number | null; action: string; details?: Record<string, unknown> },
): Promise<SignedIn> {
  return deps.db.transaction(async (tx) => {
    const signed = await issueSession(
      { ...deps, db: tx },
      next.account,
      next.actingOrgId,
      next.linkedAccounts,
    );
    await revokeSession(tx, fromSessionId, audit.action);
    await recordAudit(tx, { ...audit, entity: 'session', entityId: signed.user.sid });
    return signed;
  });
}
