import {
  isValidPassword,
  messages,
  TEMP_PASSWORD_TTL_MINUTES,
  type ForgotPasswordAnswer,
  type ForgotPasswordBody,
  type LoginAnswer,
  type LoginBody,
  type OrganisationChoice,
  type ResetPasswordBody,
  type UpdatePasswordBody,
} from '@envirotrack/shared';
import { type Account, findAccountById, findAccountsByLogin } from '../../lib/accounts.queries';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { burnVerification, generatePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { Problem } from '../../lib/problem';
import { issueSession } from '../../lib/sessions';
import { revokeUserSessions } from '../../lib/sessions.queries';
import type { AuthContext } from '../../plugins/auth';
import {
  closePasswordResets,
  createPasswordReset,
  findOpenPasswordResets,
  setPasswordHash,
} from './auth.queries';

const choicesOf = (accounts: Account[]): OrganisationChoice[] =>
  accounts.flatMap((a) => (a.orgId === null ? [] : [{ orgId: a.orgId, orgName: a.orgName ?? '' }]));

const sessionDeps = (deps: AppDeps) => ({
  db: deps.db,
  tokens: deps.tokens,
  sessionHours: deps.config.sessionHours,
});

/** Sign-in: the accounts whose password matches; several organisations mean the caller must choose. */
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

export async function login(
  deps: AppDeps,
  body: LoginBody,
): Promise<{ answer: LoginAnswer; choose: boolean }> {
  const candidates = await findAccountsByLogin(deps.db, body.Email);
  if (candidates.length === 0) {
    await burnVerification(body.Password);
    return refuseLogin(deps, body.Email);
  }
  const matches: Account[] = [];
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, body.Password)) matches.push(candidate);
  }
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

/** Forgot password: a single-use temporary password, e-mailed, valid for a limited time. */
export async function forgotPassword(
  deps: AppDeps,
  body: ForgotPasswordBody,
): Promise<{ answer: ForgotPasswordAnswer; choose: boolean }> {
  const accounts = await findAccountsByLogin(deps.db, body.email);
  if (accounts.length === 0) throw new Problem('noAccountForEmail');
  if (accounts.length > 1 && body.OrganizationId === undefined) {
    return { answer: choicesOf(accounts), choose: true };
  }
  const account =
    body.OrganizationId === undefined ? accounts[0] : accounts.find((a) => a.orgId === body.OrganizationId);
  if (!account) throw new Problem('noAccountForEmail');
  if (account.status !== 1) throw new Problem('accountInactive');

  const temporary = generatePassword();
  const tempHash = await hashPassword(temporary);
  const expiresAt = new Date(Date.now() + TEMP_PASSWORD_TTL_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await closePasswordResets(tx, account.id);
    await createPasswordReset(tx, { userId: account.id, tempHash, expiresAt });
    await recordAudit(tx, {
      actorId: null,
      orgId: account.orgId,
      action: 'password.reset_requested',
      entity: 'user',
      entityId: account.id,
    });
  });

  const orgId = account.orgId ?? 'None';
  const link = `${deps.config.publicUrl}/#/forgot-password/${encodeURIComponent(account.email)}/${orgId}`;
  try {
    await deps.mailer.send({
      to: account.email,
      kind: 'temporary-password',
      subject: 'Your temporary password',
      text: [
        `Hello ${account.firstName},`,
        '',
        `A password reset was requested for your account ${account.userId}${account.orgName ? ` (${account.orgName})` : ''}.`,
        '',
        'Your temporary password is:',
        temporary,
        '',
        `It can be used once, within ${TEMP_PASSWORD_TTL_MINUTES} minutes, on this page:`,
        link,
        '',
        'If you did not ask for this, you can ignore this mail; your password has not changed.',
      ].join('\n'),
    });
  } catch {
    throw new Problem('unavailable', 'The e-mail could not be sent. Please try again later.');
  }
  return { answer: { userUID: account.email, orgId }, choose: false };
}

export async function resetPassword(deps: AppDeps, body: ResetPasswordBody): Promise<void> {
  if (body.newPassword !== body.confirmPassword) throw new Problem('badInput', messages.passwordsDiffer);
  if (!isValidPassword(body.newPassword, 'reset'))
    throw new Problem('badInput', messages.invalidPasswordCreate);
  const accounts = (await findAccountsByLogin(deps.db, body.email)).filter((a) =>
    body.orgId === 'None' ? true : a.orgId === body.orgId,
  );
  let target: Account | undefined;
  for (const account of accounts) {
    const resets = await findOpenPasswordResets(deps.db, account.id);
    for (const reset of resets) {
      if (await verifyPassword(reset.tempHash, body.tempPassword)) target = account;
    }
  }
  if (!target) throw new Problem('badInput', messages.resetFailed);
  const account = target;
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await closePasswordResets(tx, account.id);
    await revokeUserSessions(tx, account.id, 'password reset');
    await recordAudit(tx, {
      actorId: account.id,
      orgId: account.orgId,
      action: 'password.reset',
      entity: 'user',
      entityId: account.id,
    });
  });
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
  if (!(await verifyPassword(account.passwordHash, body.Old_Password))) {
    throw new Problem('badInput', 'The old password is not correct.');
  }
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
