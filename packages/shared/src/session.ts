import { z } from 'zod';
import { ACCESS_LEVELS } from './access';

// The session's schemas, apart from the sign-in forms' (auth.ts): every signed-in page reads the stored session
// when the app starts, so the app's first code builds these and not the forms' (docs/decisions.md, First load).

export const regionRef = z.object({ regionId: z.number().int(), regionName: z.string() });
export type RegionRef = z.infer<typeof regionRef>;

/** The claims carried by the session token (spec 1 §3), plus the revocable session id. */
export const sessionClaims = z.object({
  UniqueId: z.number().int(),
  UserId: z.string(),
  id: z.number().int(),
  /** The organisation acted in; null for an L1 user who chose All. */
  orgId: z.number().int().nullable(),
  orgName: z.string(),
  orgLogoURL: z.string().nullable(),
  Regions: z.array(regionRef),
  Access_Level: z.union(ACCESS_LEVELS.map((level) => z.literal(level))),
  First_Name: z.string(),
  elmsFlag: z.boolean(),
  /**
   * Whether the user holds the reference_delete permission (L1, L2, or an L3/L4 user granted it). A change
   * of the grant ends the user's sessions, so a live token's value is current. Tokens signed before the
   * grant existed carry none: false.
   */
  referenceDelete: z.boolean().default(false),
  sid: z.string(),
});
export type SessionClaims = z.infer<typeof sessionClaims>;

export const organisationChoice = z.object({ orgId: z.number().int(), orgName: z.string() });
export type OrganisationChoice = z.infer<typeof organisationChoice>;

export const signedIn = z.object({ token: z.string(), user: sessionClaims });
export type SignedIn = z.infer<typeof signedIn>;
