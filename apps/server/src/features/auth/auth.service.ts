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
import { burnVerification, hashPassword, passwordProof, verifyPassword } from '../../lib/passwords';
import { Problem } from '../../lib/problem';
import { issueSession, switchSession } from '../../lib/sessions';
import { revokeUserSessions } from '../../lib/sessions.queries';
import { sessionLinks } from '../../lib/account-links.queries';
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
  // The same login and password opened the person's accounts in other organisations: they may switch.
  const linked = matches
    .filter((other) => other.id !== account.id && other.accessLevel !== 1 && other.orgId !== null)
    .map((other) => ({ userId: other.id, proof: passwordProof(other.passwordHash) }));
  const signedIn = await issueSession(sessionDeps(deps), account, null, linked);
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

/**
 * `POST /switchaccount/{orgId}`: the person's account in another organisation, which their sign-in proved,
 * opens in a new session (still linked to the others, this one included) and this session ends. The proof
 * holds only while that account is live, active and its password unchanged. L1 switches with
 * /orgDetailsChange instead.
 */
export async function switchAccount(deps: AppDeps, auth: AuthContext, orgId: number) {
  if (auth.level === 1) throw new Problem('forbidden', 'L1 users change organisation from the header.');
  const links = await sessionLinks(deps.db, auth.sessionId);
  const targetId = links.proven.find((link) => link.orgId === orgId)?.userId;
  // The proof already holds only for live, active accounts with their password unchanged.
  const target = targetId === undefined ? undefined : await findAccountById(deps.db, targetId);
  if (!target)
    throw new Problem('forbidden', 'You have no account in that organisation that this sign-in opened.');
  const current = await findAccountById(deps.db, auth.userId);
  if (!current) throw new Problem('sessionTimeout');
  const linkedAccounts = [
    ...links.kept.filter((link) => link.userId !== target.id),
    { userId: current.id, proof: passwordProof(current.passwordHash) },
  ];
  return switchSession(
    sessionDeps(deps),
    auth.sessionId,
    { account: target, actingOrgId: null, linkedAccounts },
    {
      actorId: target.id,
      orgId: target.orgId,
      action: 'account.switch',
      details: { fromUser: current.id, fromOrg: current.orgId },
    },
  );
}
