import {
  isValidPassword,
  messages,
  TEMP_PASSWORD_TTL_MINUTES,
  type ForgotPasswordAnswer,
  type ForgotPasswordBody,
  type ResetPasswordBody,
} from '@envirotrack/shared';
import { countAttempts, forgotAttempts, perAddress } from '../../lib/attempt-limits';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/passwords';
import { Problem } from '../../lib/problem';
import { revokeUserSessions } from '../../lib/sessions.queries';
import {
  closePasswordResets,
  createPasswordReset,
  type EmailAccount,
  findAccountsByEmail,
  findOpenPasswordResets,
  setPasswordHash,
} from './auth.queries';

interface Issued {
  account: EmailAccount;
  temporary: string;
}

function resetMail(deps: AppDeps, issued: Issued[]): string {
  const block = ({ account, temporary }: Issued) => {
    const orgId = account.orgId ?? 'None';
    const link = `${deps.config.publicUrl}/#/forgot-password/${encodeURIComponent(account.email)}/${orgId}`;
    return [
      `Account ${account.userId}${account.orgName ? ` (${account.orgName})` : ''}`,
      'Your temporary password is:',
      temporary,
      `Use it on this page: ${link}`,
    ].join('\n');
  };
  const several = issued.length > 1;
  return [
    `Hello ${issued[0]?.account.firstName ?? ''},`,
    '',
    several
      ? `A password reset was requested for this e-mail address. It has an account in ${issued.length} organisations, each with its own temporary password: use the one of the organisation you sign in to.`
      : 'A password reset was requested for your account.',
    '',
    ...issued.flatMap((one) => [block(one), '']),
    `${several ? 'Each' : 'It'} can be used once, within ${TEMP_PASSWORD_TTL_MINUTES} minutes.`,
    'If you did not ask for this, you can ignore this mail; your password has not changed.',
  ].join('\n');
}

/**
 * Forgot password: a single-use temporary password for every active account of the address (several
 * organisations: one each, all in one mail), valid for a limited time. The answer is the same whether the
 * address has accounts or not, and never names an organisation: the mail does.
 */
export async function forgotPassword(
  deps: AppDeps,
  body: ForgotPasswordBody,
  address: string,
): Promise<ForgotPasswordAnswer> {
  await countAttempts(deps.db, forgotAttempts(address, deps.config.authRateLimit, body.email));
  const answer = { userUID: body.email.trim(), orgId: body.OrganizationId ?? ('None' as const) };
  const accounts = (await findAccountsByEmail(deps.db, body.email)).filter(
    (a) => a.status === 1 && (body.OrganizationId === undefined || a.orgId === body.OrganizationId),
  );
  if (accounts.length === 0) {
    // As slow as issuing one temporary password, so the time taken does not tell either.
    await hashPassword(generatePassword());
    return answer;
  }

  const issued: Issued[] = [];
  const expiresAt = new Date(Date.now() + TEMP_PASSWORD_TTL_MINUTES * 60_000);
  const rows: { account: EmailAccount; tempHash: string }[] = [];
  for (const account of accounts) {
    const temporary = generatePassword();
    issued.push({ account, temporary });
    rows.push({ account, tempHash: await hashPassword(temporary) });
  }
  await deps.db.transaction(async (tx) => {
    for (const { account, tempHash } of rows) {
      await closePasswordResets(tx, account.id);
      await createPasswordReset(tx, { userId: account.id, tempHash, expiresAt });
      await recordAudit(tx, {
        actorId: null,
        orgId: account.orgId,
        action: 'password.reset_requested',
        entity: 'user',
        entityId: account.id,
      });
    }
  });

  const to = accounts[0]?.email ?? answer.userUID;
  try {
    await deps.mailer.send({
      to,
      kind: 'temporary-password',
      subject: 'Your temporary password',
      text: resetMail(deps, issued),
    });
  } catch {
    throw new Problem('unavailable', 'The e-mail could not be sent. Please try again later.');
  }
  return answer;
}

/** Sets the new password of the account whose open temporary password was given; ends its sessions. */
export async function resetPassword(deps: AppDeps, body: ResetPasswordBody, address: string): Promise<void> {
  await countAttempts(deps.db, [perAddress('reset', address, deps.config.authRateLimit)]);
  if (body.newPassword !== body.confirmPassword) throw new Problem('badInput', messages.passwordsDiffer);
  if (!isValidPassword(body.newPassword, 'reset'))
    throw new Problem('badInput', messages.invalidPasswordCreate);
  const accounts = (await findAccountsByEmail(deps.db, body.email)).filter((a) =>
    body.orgId === 'None' ? true : a.orgId === body.orgId,
  );
  let target: EmailAccount | undefined;
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
