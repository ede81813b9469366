import { z } from 'zod';
import { ALL_ORGANISATIONS } from './access';
import { regionRef } from './auth';
import { DEFAULT_DAILY_DUE_DAYS, dailyDueDays } from './compliance-settings';
import { DEFAULT_FLAG_CLOSE_DAYS, FLAG_CLOSE_DAYS_MAX, FLAG_CLOSE_DAYS_MIN } from './flag-rules';
import { dbId, dbIdText } from './ids';
import { sanitizeSearch } from './lists';

export const orgLogo = z.object({ imageURL: z.string() });

export const orgListItem = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  orgLogoDetails: z.array(orgLogo),
});
export type OrgListItem = z.infer<typeof orgListItem>;

export const orgList = z.array(orgListItem);

/** `GET /org` without `page` answers every organisation (the L1 switch); with it, one page of 20. */
export const orgListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  search: z
    .string()
    .max(100)
    .optional()
    .transform((value) => sanitizeSearch(value ?? '')),
  isAsc: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** `/orgDetailsChange/{orgId}`: an organisation id, or All. */
export const orgSwitchParams = z.object({
  orgId: z.union([z.literal(ALL_ORGANISATIONS), dbIdText]),
});

export const orgIdParam = z.object({ orgId: dbIdText });

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

const regionName = z
  .string({ error: 'Region name is required.' })
  .trim()
  .min(1, 'Region name is required.')
  .max(80, 'Region name is too long.');

export const orgBody = z.object({
  orgName: z
    .string({ error: 'Organisation name is required.' })
    .trim()
    .min(1, 'Organisation name is required.')
    .max(120, 'Organisation name is too long.'),
  orgRegion: z
    .array(z.object({ regionId: dbId.optional(), regionName }))
    .max(200)
    .default([])
    .refine(
      (list) => new Set(list.map((r) => r.regionName.toLowerCase())).size === list.length,
      'Region names must be different from each other.',
    )
    .refine((list) => {
      const ids = list.flatMap((r) => (r.regionId === undefined ? [] : [r.regionId]));
      return new Set(ids).size === ids.length;
    }, 'A region appears twice in the list.'),
  settings: orgSettings.optional(),
});
export type OrgBody = z.input<typeof orgBody>;

export const orgDetails = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  status: z.number().int(),
  orgRegion: z.array(regionRef),
  orgLogoDetails: z.array(orgLogo),
  settings: orgSettings,
});
export type OrgDetails = z.infer<typeof orgDetails>;

export const regionList = z.array(regionRef);

/** Logo uploads: these types only, recognised by their content. */
export const LOGO_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
