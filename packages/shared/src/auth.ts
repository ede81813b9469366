import { z } from 'zod';
import { ACCESS_LEVELS } from './access';
import { dbIdText } from './ids';
import { PASSWORD_MAX_LENGTH } from './password';

const required = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(320);
const password = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .min(1, `${field} is required.`)
    .max(PASSWORD_MAX_LENGTH);

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

export const loginBody = z.object({
  Email: required('User ID'),
  Password: password('Password'),
  OrganizationId: dbIdText.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Either the organisations to choose from (message 'Organization Info') or a signed-in session. */
export const loginAnswer = z.union([z.array(organisationChoice), signedIn]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const forgotPasswordBody = z.object({
  email: required('Email'),
  OrganizationId: dbIdText.optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/**
 * Where the reset page opens: the address as typed, and 'None' (or the organisation asked for). The same
 * answer whether the address has accounts or not; the mail names the organisations, never the answer.
 */
export const forgotPasswordAnswer = z.object({
  userUID: z.string(),
  orgId: z.union([z.number().int(), z.literal('None')]),
});
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswer>;

export const resetPasswordBody = z.object({
  email: required('Email'),
  tempPassword: password('Temporary Password'),
  newPassword: password('New Password'),
  confirmPassword: password('Confirm Password'),
  orgId: z.union([z.literal('None'), dbIdText]),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const updatePasswordBody = z.object({
  Old_Password: password('Old Password'),
  New_Password: password('New Password'),
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** How long a temporary password from "forgot password" stays usable. */
export const TEMP_PASSWORD_TTL_MINUTES = 60;
