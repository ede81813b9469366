import { organisationChoice } from './session';
import { z } from 'zod';
import { orgSettings } from './org-settings';

/** `GET /me`: what the shell needs beyond the token — the acting organisation's settings and links. */
export const accountInfo = z.object({
  /** The signed-in user's full name (a typed signature starts from it). */
  fullName: z.string(),
  orgSettings,
  /** The archived-application tab, when this user may see it. */
  archivedApp: z.object({ url: z.string(), label: z.string(), tooltip: z.string() }).nullable(),
  trainingPortalUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
  /** Map tile URL template for plant maps. */
  mapTileUrl: z.string(),
  /** The person's accounts in other organisations, proved at sign-in: POST /switchaccount/{orgId} opens one. */
  otherOrganisations: z.array(organisationChoice),
});
export type AccountInfo = z.infer<typeof accountInfo>;

/** `GET /elms-token`: a short-lived signed link into the training portal, for users with the eLMS flag. */
export const elmsLink = z.object({ url: z.string(), expiresInSeconds: z.number().int() });

export const ELMS_TOKEN_SECONDS = 120;
