import {
  assignableLevels,
  can,
  isValidPassword,
  messages,
  userActions,
  userMessages,
  type AccessLevel,
  type UserDetails,
  type UserRef,
  type createUserBody,
  type updateUserBody,
} from '@envirotrack/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit.queries';
import { hashPassword } from '../../lib/passwords';
import { Problem } from '../../lib/problem';
import { revokeUserSessions } from '../../lib/sessions.queries';
import {
  findUserRow,
  insertUser,
  loginClashes,
  organisationExists,
  regionIdsOf,
  plantIdsIn,
  replaceUserPlants,
  replaceUserRegions,
  updateUserRow,
  userPlantRefs,
} from './users.queries';
import { findUserRegions } from '../../lib/accounts.queries';
import { findUserRef, viewerMaySee, type Viewer } from '../../lib/user-refs';

type CreateInput = z.output<typeof createUserBody>;
type UpdateInput = z.output<typeof updateUserBody>;

/**
 * The stored reference_delete grant after a create or edit (`current`: the user's grant now, false on a
 * create). Only an L3 or L4 user keeps one: L1 and L2 always hold the permission, so theirs is ignored and
 * stored false. A request that would change it from an editor who may not grant it (L3, L4, oneself) is
 * refused with 403 before anything is written. Absent, the grant is unchanged.
 */
function referenceDeleteGrant(
  editor: Viewer,
  level: AccessLevel,
  requested: boolean | undefined,
  current: boolean,
  self: boolean,
): boolean {
  if (level <= 2) return false;
  const wanted = requested ?? current;
  if (wanted !== current && (self || !can.grantReferenceDelete(editor.level, level)))
    throw new Problem('forbidden', userMessages.referenceDeleteForbidden);
  return wanted;
}

/** The target if the viewer may see it; otherwise 404, so other organisations' users stay invisible. */
export async function visibleTarget(db: Db, viewer: Viewer, id: number): Promise<UserRef> {
  const target = await findUserRef(db, id);
  if (!target || !viewerMaySee(viewer, target)) throw new Problem('notFound', 'User not found.');
  return target;
}

export async function userDetails(db: Db, viewer: Viewer, id: number): Promise<UserDetails> {
  const target = await visibleTarget(db, viewer, id);
  const row = await findUserRow(db, id);
  if (!row) throw new Problem('notFound', 'User not found.');
  const { user } = row;
  return {
    UniqueId: user.id,
    UserId: user.userId,
    First_Name: user.firstName,
    Middle_Name: user.middleName,
    Last_Name: user.lastName,
    Email: user.email,
    Access_Level: user.accessLevel,
    orgId: user.orgId,
    orgName: row.orgName ?? 'All',
    Regions: await findUserRegions(db, user.id),
    Plants: await userPlantRefs(db, target),
    Job_Title: user.jobTitle,
    Job_Desc: user.jobDesc,
    Date_Created: user.createdAt.toISOString(),
    Active: user.status,
    Reference_Delete: can.deleteReferences(target.level, user.referenceDelete),
    actions: userActions(viewer, target),
  };
}

interface Placement {
  orgId: number | null;
  regionIds: number[];
  /** L4 only: the plants assigned. */
  plantIds: number[];
}

/**
 * Where a user with `level` goes: organisation and regions, checked against what the editor may give.
 * `current` is the edited user (none when creating). As on the form (spec 1 §6), an L1 chooses the
 * organisation of L2 users only: an L3 or L4 user stays in theirs, whose regions and plants they hold.
 */
async function placement(
  db: Db,
  editor: Viewer,
  level: AccessLevel,
  requested: { orgId: number | null | undefined; regions: number[]; plants: number[] },
  current: UserRef | null,
): Promise<Placement> {
  if (level === 1) return { orgId: null, regionIds: [], plantIds: [] };
  let orgId: number;
  if (editor.level === 1) {
    const kept = level !== 2 && current !== null;
    if (kept && requested.orgId && requested.orgId !== current.orgId)
      throw new Problem('forbidden', userMessages.organisationFixed);
    const chosen = kept ? current.orgId : (requested.orgId ?? current?.orgId);
    if (!chosen) throw new Problem('badInput', 'Organisation is required.');
    if (editor.actingOrgId !== null && chosen !== editor.actingOrgId)
      throw new Problem('forbidden', userMessages.actingOrganisation);
    if (!(await organisationExists(db, chosen))) throw new Problem('badInput', 'Organisation not found.');
    orgId = chosen;
  } else {
    if (requested.orgId && requested.orgId !== editor.orgId) {
      throw new Problem('forbidden', 'You can only manage users of your own organisation.');
    }
    orgId = editor.orgId ?? 0;
  }
  if (level === 2) return { orgId, regionIds: [], plantIds: [] };
  if (!requested.regions.length) throw new Problem('badInput', 'Regions are required.');
  const known = await regionIdsOf(db, orgId, requested.regions);
  if (known.length !== new Set(requested.regions).size) {
    throw new Problem('badInput', 'A region does not belong to the organisation.');
  }
  if (editor.level === 3 && known.some((id) => !editor.regionIds.includes(id))) {
    throw new Problem('forbidden', 'You can only assign your own regions.');
  }
  if (level === 3) return { orgId, regionIds: known, plantIds: [] };
  const wanted = [...new Set(requested.plants)];
  const plantIds = await plantIdsIn(db, orgId, known, wanted);
  if (plantIds.length !== wanted.length)
    throw new Problem('badInput', 'A plant is not in the user’s regions.');
  return { orgId, regionIds: known, plantIds };
}

export async function createUser(db: Db, creator: Viewer, body: CreateInput): Promise<number> {
  const level = body.Access_Level;
  if (!assignableLevels(creator.level).includes(level)) {
    throw new Problem('forbidden', `You cannot create users of level L${level}.`);
  }
  if (!isValidPassword(body.Password)) throw new Problem('badInput', messages.invalidPasswordCreate);
  const place = await placement(
    db,
    creator,
    level,
    { orgId: body.orgId, regions: body.Regions, plants: body.Plants },
    null,
  );
  if (await loginClashes(db, body.UserId, place.orgId)) {
    throw new Problem('conflict', `User ID ${body.UserId} already exists in this organisation.`);
  }
  const referenceDelete = referenceDeleteGrant(creator, level, body.Reference_Delete, false, false);
  const passwordHash = await hashPassword(body.Password);
  return db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      orgId: place.orgId,
      userId: body.UserId,
      email: body.Email,
      firstName: body.First_Name,
      middleName: body.Middle_Name || null,
      lastName: body.Last_Name,
      accessLevel: level,
      jobTitle: body.Job_Title,
      jobDesc: body.Job_Desc,
      passwordHash,
      referenceDelete,
    });
    await replaceUserRegions(tx, id, place.regionIds);
    await replaceUserPlants(tx, id, place.plantIds);
    await recordAudit(tx, {
      actorId: creator.id,
      orgId: place.orgId,
      action: 'user.create',
      entity: 'user',
      entityId: id,
      details: { userId: body.UserId, level, regions: place.regionIds, referenceDelete },
    });
    return id;
  });
}

export async function updateUser(db: Db, editor: Viewer, id: number, body: UpdateInput) {
  const target = await visibleTarget(db, editor, id);
  const self = editor.id === id;
  if (!self && !userActions(editor, target).edit) throw new Problem('forbidden');
  const level = body.Access_Level;
  if (level !== target.level) {
    if (self) throw new Problem('badInput', userMessages.ownLevel);
    if (!assignableLevels(editor.level).includes(level))
      throw new Problem('forbidden', `You cannot give level L${level}.`);
  }
  const row = await findUserRow(db, id);
  if (!row) throw new Problem('notFound', 'User not found.');
  if (
    body.Email !== undefined &&
    body.Email.toLowerCase() !== row.user.email.toLowerCase() &&
    editor.level > 2
  ) {
    throw new Problem('forbidden', 'Only L1 and L2 users can change an e-mail address.');
  }
  const referenceDelete = referenceDeleteGrant(
    editor,
    level,
    body.Reference_Delete,
    row.user.referenceDelete,
    self,
  );
  const place = self
    ? { orgId: target.orgId, regionIds: [...target.regionIds], plantIds: [] }
    : await placement(
        db,
        editor,
        level,
        { orgId: body.orgId, regions: body.Regions, plants: body.Plants },
        target,
      );
  if (
    self &&
    body.Regions.length &&
    [...body.Regions].sort().join() !== [...target.regionIds].sort().join()
  ) {
    throw new Problem('forbidden', 'You cannot change your own regions.');
  }
  if (await loginClashes(db, body.UserId, place.orgId, id)) {
    throw new Problem('conflict', `User ID ${body.UserId} already exists in this organisation.`);
  }
  const moved =
    level !== target.level ||
    referenceDelete !== row.user.referenceDelete ||
    place.orgId !== target.orgId ||
    [...place.regionIds].sort().join() !== [...target.regionIds].sort().join();
  await db.transaction(async (tx) => {
    await updateUserRow(tx, id, {
      userId: body.UserId,
      email: body.Email ?? row.user.email,
      firstName: body.First_Name,
      middleName: body.Middle_Name || null,
      lastName: body.Last_Name,
      accessLevel: level,
      orgId: place.orgId,
      jobTitle: body.Job_Title,
      jobDesc: body.Job_Desc,
      referenceDelete,
    });
    await replaceUserRegions(tx, id, place.regionIds);
    if (!self) await replaceUserPlants(tx, id, place.plantIds);
    // The token carries level, organisation, regions and the reference_delete grant: a moved user signs in again.
    if (moved) await revokeUserSessions(tx, id, 'access changed');
    await recordAudit(tx, {
      actorId: editor.id,
      orgId: place.orgId,
      action: 'user.update',
      entity: 'user',
      entityId: id,
      details: {
        level,
        previousLevel: target.level,
        orgId: place.orgId,
        regions: place.regionIds,
        referenceDelete,
        previousReferenceDelete: row.user.referenceDelete,
      },
    });
  });
  return { moved };
}
