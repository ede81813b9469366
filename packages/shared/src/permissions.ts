import type { AccessLevel } from './access';

/**
 * The role table of spec 1 §6 as pure functions, used by the server (which enforces) and the web app
 * (which only mirrors). Rules about particular records (same organisation, region, level) take the
 * records as arguments and are added with the features that need them.
 */
export const can = {
  switchOrganisation: (level: AccessLevel) => level === 1,
  manageOrganisations: (level: AccessLevel) => level === 1,
  manageInspectionForms: (level: AccessLevel) => level <= 2,
  seeDashboard: (level: AccessLevel) => level !== 1,
  seeUsers: (level: AccessLevel) => level !== 4,
  addPlant: (level: AccessLevel) => level === 2,
  sendReminders: (level: AccessLevel) => level <= 2,
  addReference: (level: AccessLevel) => level <= 2,
  /** Not in the spec's table (docs/decisions.md, Golden rules and references): L1 and L2. */
  editGoldenRules: (level: AccessLevel) => level <= 2,
  /**
   * The reference_delete permission (spec 3 §6): L1 and L2 always hold it; an L3 or L4 user holds it when
   * granted on the user form (`granted`: the user's Reference_Delete; docs/decisions.md, reference_delete).
   */
  deleteReferences: (level: AccessLevel, granted = false) => level <= 2 || granted,
  /** Who may grant reference_delete: L1 and L2 (L1 acting in the organisation or All), to L3 and L4 users. */
  grantReferenceDelete: (level: AccessLevel, targetLevel: AccessLevel) => level <= 2 && targetLevel >= 3,
} as const;

/**
 * Who opens the dashboard (docs/decisions.md, Dashboard): spec 3 §6 hides it from L1, but the server
 * answers L1 acting in one organisation (as L2), so the menu shows it to L1 then, and not in All.
 */
export const canOpenDashboard = (level: AccessLevel, orgId: number | null) =>
  can.seeDashboard(level) || orgId !== null;
