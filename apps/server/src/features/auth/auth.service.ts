import {
  isValidPassword,
  messages,
  type LoginAnswer,
  type LoginBody,
  type OrganisationChoice,
  type UpdatePasswordBody,
} from '@envirotrack/shared';
import { type Account, findAccountById, findAccountsByLogin } from '../../lib/accounts.queries';
import { countPasswordCheck, countSignIn } from '../../lib/attempt-limits';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { burnVerification, hashPassword, verifyPassword } from '../../lib/passwords';
import { Problem } from '../../lib/problem';
import { issueSession } from '../../lib/sessions';
import { revokeUserSessions } from '../../lib/sessions.queries';
import type { AuthContext } from '../../plugins/auth';
import { closePasswordResets, setPasswordHash } from './auth.queries';

const choicesOf = (accounts: Account[]): OrganisationChoice[] =>
  accounts.flatMap((a) => (a.orgId === null ? [] : [{ orgId: a.orgId, orgName: a.orgName ?? '' }]));

const sessionDeps = (deps: AppDeps) => ({
  db: deps.db,
  tokens: deps.tokens,
  sessionHours: deps.config.sessionHours,
});

/** Records the failed attempt (with the login typed, never the password) and refuses it. */
async function refuseLogin(deps: AppDeps, login: string): Promise<never> {
  await recordAudit(deps.db, {
    actorId: null,
    orgId: null,
    action: 'login.failed',
    entity: 'user',
    details: { login },
  });
  throw new Problem('invalidCredentials');
}

/**
 * Sign-in: the accounts whose password matches; several organisations mean the caller must choose. Counted
 * per client address and per login (lib/attempt-limits) before any password is checked.
 */
export async function login(
  deps: AppDeps,
  body: LoginBody,
  address: string,
): Promise<{ answer: LoginAnswer; choose: boolean }> {
  const attempt = await countSignIn(deps.db, body.Email, address, deps.config.authRateLimit);
  const candidates = await findAccountsByLogin(deps.db, body.Email);
  if (candidates.length === 0) {
    await burnVerification(body.Password);
    return refuseLogin(deps, body.Email);
  }
  const matches: Account[] = [];
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, body.Password)) matches.push(candidate);
  }
  if (matches.length > 0) await attempt.succeeded();
  // An L1 login stands above organisations; otherwise the caller names one when there are several.
  const chosen =
    matches.find((a) => a.accessLevel === 1) ??
    (body.OrganizationId === undefined ? undefined : matches.find((a) => a.orgId === body.OrganizationId));
  if (!chosen && matches.length > 1 && body.OrganizationId === undefined) {
    return { answer: choicesOf(matches), choose: true };
  }
  const account = chosen ?? (body.OrganizationId === undefined ? matches[0] : undefined);
  if (!account) {
    return refuseLogin(deps, body.Email);
  }
  if (account.status !== 1) throw new Problem('accountInactive');
  const signedIn = await issueSession(sessionDeps(deps), account, null);
  await recordAudit(deps.db, {
    actorId: account.id,
    orgId: account.orgId,
    action: 'login',
    entity: 'user',
    entityId: account.id,
  });
  return { answer: signedIn, choose: false };
}

export async function updatePassword(
  deps: AppDeps,
  auth: AuthContext,
  targetId: number,
  body: UpdatePasswordBody,
): Promise<void> {
  if (targetId !== auth.userId) throw new Problem('forbidden', 'You can only change your own password.');
  const account = await findAccountById(deps.db, auth.userId);
  if (!account) throw new Problem('sessionTimeout');
  if (!isValidPassword(body.New_Password)) throw new Problem('badInput', messages.invalidPasswordChange);
  const check = await countPasswordCheck(deps.db, account.id);
  if (!(await verifyPassword(account.passwordHash, body.Old_Password))) {
    throw new Problem('badInput', 'The old password is not correct.');
  }
  await check.succeeded();
  if (body.Old_Password === body.New_Password) {
    throw new Problem('badInput', 'The new password must be different from the old one.');
  }
  const passwordHash = await hashPassword(body.New_Password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await closePasswordResets(tx, account.id);
    await revokeUserSessions(tx, account.id, 'password changed', auth.sessionId);
    await recordAudit(tx, {
      actorId: account.id,
      orgId: account.orgId,
      action: 'password.changed',
      entity: 'user',
      entityId: account.id,
    });
  });
}
