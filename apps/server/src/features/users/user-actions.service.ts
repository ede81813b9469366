import { messages, userActions, userMessages } from '@envirotrack/shared';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { generatePassword, hashPassword } from '../../lib/passwords';
import { Problem } from '../../lib/problem';
import { revokeUserSessions } from '../../lib/sessions.queries';
import { findUserRow, updateUserRow } from './users.queries';
import { visibleTarget } from './users.service';
import type { Viewer } from '../../lib/user-refs';

type Action = 'sendPassword' | 'changeStatus' | 'delete';

async function allowedTarget(deps: AppDeps, viewer: Viewer, id: number, action: Action) {
  const target = await visibleTarget(deps.db, viewer, id);
  if (!userActions(viewer, target)[action]) throw new Problem('forbidden');
  const row = await findUserRow(deps.db, id);
  if (!row) throw new Problem('notFound', 'User not found.');
  return row.user;
}

/** Activate (1) or deactivate (2); deactivation ends the user's sessions at once. */
export async function changeUserStatus(deps: AppDeps, viewer: Viewer, id: number, status: 1 | 2) {
  const user = await allowedTarget(deps, viewer, id, 'changeStatus');
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, id, { status });
    if (status === 2) await revokeUserSessions(tx, id, 'deactivated');
    await recordAudit(tx, {
      actorId: viewer.id,
      orgId: user.orgId,
      action: status === 1 ? 'user.activate' : 'user.deactivate',
      entity: 'user',
      entityId: id,
    });
  });
}

/**
 * Deleting keeps the row (marked deleted, inactive, sessions ended) so every record the person signed or
 * submitted still shows their name.
 */
export async function deleteUser(deps: AppDeps, viewer: Viewer, id: number) {
  const user = await allowedTarget(deps, viewer, id, 'delete');
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, id, { deletedAt: new Date(), status: 2 });
    await revokeUserSessions(tx, id, 'deleted');
    await recordAudit(tx, {
      actorId: viewer.id,
      orgId: user.orgId,
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      details: { userId: user.userId },
    });
  });
}

/**
 * A new temporary password e-mailed to the user, then set (their sessions end). The mail goes first: if it
 * cannot be sent nothing changes, so the old password still works and nobody holds an unknown one.
 */
export async function sendNewPassword(deps: AppDeps, viewer: Viewer, id: number) {
  const user = await allowedTarget(deps, viewer, id, 'sendPassword');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await deps.mailer.send({
      to: user.email,
      kind: 'new-password',
      subject: 'Your new EnviroTrack password',
      text: [
        `Hello ${user.firstName},`,
        '',
        `Your administrator has set a new password for your account ${user.userId}.`,
        '',
        'Your temporary password is:',
        password,
        '',
        `Sign in at ${deps.config.publicUrl}/ and change it under Change Password.`,
      ].join('\n'),
    });
  } catch {
    throw new Problem('unavailable', userMessages.passwordMailFailed);
  }
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, id, { passwordHash });
    await revokeUserSessions(tx, id, 'password sent by administrator');
    await recordAudit(tx, {
      actorId: viewer.id,
      orgId: user.orgId,
      action: 'user.password_sent',
      entity: 'user',
      entityId: id,
    });
  });
  return messages.temporaryPasswordSent;
}
