import { z } from 'zod';
import { DEFAULT_DAILY_DUE_DAYS, dailyDueDays } from './compliance-settings';
import { DEFAULT_FLAG_CLOSE_DAYS, FLAG_CLOSE_DAYS_MAX, FLAG_CLOSE_DAYS_MIN } from './flag-rules';
import { dbId } from './ids';
import { regionRef } from './session';

// An organisation's settings and the organisations list of the L1 switch, apart from the administration's
// schemas (orgs.ts): every signed-in page builds these when the app starts (GET /me carries the settings),
// not the others (docs/decisions.md, First load).

export const orgLogo = z.object({ imageURL: z.string() });

export const orgListItem = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  orgLogoDetails: z.array(orgLogo),
});
export type OrgListItem = z.infer<typeof orgListItem>;

export const orgList = z.array(orgListItem);

export const orgSettingsMessages = {
  archivedUrl: 'The archived application link must be a web address (http:// or https://).',
} as const;

/**
 * What the spec calls "one specific organisation treated specially", as settings any organisation can have.
 */
export const orgSettings = z.object({
  singleInspectionsLink: z.boolean().default(false),
  hideHousekeeping: z.boolean().default(false),
  headerText: z.string().trim().max(120).default(''),
  /** Open flags older than this many days (from the inspection that found them) are overdue. */
  flagCloseDays: z
    .number()
    .int()
    .min(FLAG_CLOSE_DAYS_MIN)
    .max(FLAG_CLOSE_DAYS_MAX)
    .default(DEFAULT_FLAG_CLOSE_DAYS),
  /** The weekdays (1 = Monday .. 7 = Sunday) a daily form is due, for compliance status; default Mon-Sat. */
  dailyDueDays: dailyDueDays.default([...DEFAULT_DAILY_DUE_DAYS]),
  archivedApp: z
    .object({
      /** Opened from the home page: only a web address, never `javascript:`, `data:` or other schemes. */
      url: z.url({ protocol: /^https?$/, error: orgSettingsMessages.archivedUrl }),
      label: z.string().trim().min(1).max(40),
      tooltip: z.string().trim().max(300),
      /** Besides L1 and L2, users of these regions see the archived tab. */
      regionIds: z.array(dbId).max(100),
    })
    .nullable()
    .default(null),
});
export type OrgSettings = z.infer<typeof orgSettings>;
export const defaultOrgSettings: OrgSettings = orgSettings.parse({});

/** An organisation's regions (GET /org/{orgId}/regions: the regions filter of the lists). */
export const regionList = z.array(regionRef);
