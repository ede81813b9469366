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
  /** The reference_delete permission (spec 3 §6): held by L1 and L2 (docs/decisions.md). */
  deleteReferences: (level: AccessLevel) => level <= 2,
} as const;
