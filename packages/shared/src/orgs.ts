import { z } from 'zod';
import { ALL_ORGANISATIONS } from './access';
import { orgLogo, orgSettings } from './org-settings';
import { regionRef } from './session';
import { dbId, dbIdText } from './ids';
import { sanitizeSearch } from './lists';

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

/** Logo uploads: these types only, recognised by their content. */
export const LOGO_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
