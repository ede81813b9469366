import { z } from 'zod';
import { dbIdText } from './ids';
import { PASSWORD_MAX_LENGTH } from './password';
import { organisationChoice, signedIn } from './session';

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
