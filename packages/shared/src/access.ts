/** Access levels: L1 works across all organisations; L2 to L4 belong to one organisation. */
export const ACCESS_LEVELS = [1, 2, 3, 4] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const accessLevelLabel = (level: AccessLevel): string => `L${level}`;

/** User and plant status values (spec 1 §9). */
export const STATUS = { active: 1, inactive: 2 } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];
/** A plant's or user's status as the lists show it. */
export const activeStatusLabel = (status: number): string =>
  status === STATUS.active ? 'Active' : 'In-Active';

/** The L1 organisation choice that means "every organisation". */
export const ALL_ORGANISATIONS = 'All';
