import type { AccessLevel } from './access';

/** What the user rules need to know of a person: who, which level, organisation and regions. */
export interface UserRef {
  id: number;
  level: AccessLevel;
  orgId: number | null;
  regionIds: readonly number[];
}

export interface UserActions {
  sendPassword: boolean;
  changeStatus: boolean;
  edit: boolean;
  delete: boolean;
}

const ASSIGNABLE: Record<AccessLevel, AccessLevel[]> = { 1: [1, 2], 2: [2, 3, 4], 3: [4], 4: [] };

/** Levels a creator may give (spec 1 §6): L1 -> L1, L2; L2 -> L2-L4; L3 -> L4. */
export const assignableLevels = (creator: AccessLevel): AccessLevel[] => ASSIGNABLE[creator];

/** Default level on the create form: L2 for L1 and L2 creators, otherwise L4. */
export const defaultNewUserLevel = (creator: AccessLevel): AccessLevel => (creator <= 2 ? 2 : 4);

const sameOrg = (a: UserRef, b: UserRef) => a.orgId !== null && a.orgId === b.orgId;
const sharesRegion = (a: UserRef, b: UserRef) => b.regionIds.some((id) => a.regionIds.includes(id));

/**
 * Who may see whom: L1 everyone; L2 their organisation; L3 the L3 and L4 users of their organisation who
 * share one of their regions; L4 only themselves.
 */
export function canSeeUser(viewer: UserRef, target: UserRef): boolean {
  if (viewer.id === target.id || viewer.level === 1) return true;
  if (!sameOrg(viewer, target)) return false;
  if (viewer.level === 2) return true;
  return viewer.level === 3 && target.level >= 3 && sharesRegion(viewer, target);
}

/**
 * The four action icons of the user page (spec 1 §6): shown only if the viewer is L1, is viewing themselves,
 * or has a level number at most the target's; then send password (L2, others in the organisation),
 * activate/deactivate (others in the organisation), edit (others), delete (L2, others in the organisation
 * at or below the viewer's level).
 */
export function userActions(viewer: UserRef, target: UserRef): UserActions {
  const other = viewer.id !== target.id;
  const gate =
    canSeeUser(viewer, target) && (viewer.level === 1 || !other || viewer.level <= target.level) && other;
  const inOrganisation = viewer.level === 1 || sameOrg(viewer, target);
  const l2InOrganisation = viewer.level === 2 && sameOrg(viewer, target);
  return {
    sendPassword: gate && l2InOrganisation,
    changeStatus: gate && inOrganisation,
    edit: gate,
    delete: gate && l2InOrganisation && target.level >= viewer.level,
  };
}

/** Which fields the user form shows and requires for a target level (spec 1 §2, §5, §6). */
export function userFormFields(targetLevel: AccessLevel) {
  return {
    organisation: targetLevel !== 1,
    regions: targetLevel >= 3,
    plants: targetLevel === 4,
  };
}
