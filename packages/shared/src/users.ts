import { z } from 'zod';
import { ACCESS_LEVELS } from './access';
import { dbIdText } from './ids';
import { regionRef } from './session';
import { sanitizeSearch } from './lists';
import { PASSWORD_MAX_LENGTH } from './password';

const text = (field: string, max = 120) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(max, `${field} is too long.`);

export const accessLevel = z.coerce.number({ error: 'Access Level is required.' }).pipe(
  z.union(
    ACCESS_LEVELS.map((level) => z.literal(level)),
    { error: 'Access Level must be L1, L2, L3 or L4.' },
  ),
);

/** Regions and Plants arrive as a list of ids, a list of {regionId}/{plantId}, or a comma-separated string. */
const idList = (key: 'regionId' | 'plantId') =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string')
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    if (Array.isArray(value)) {
      return value.map((item) =>
        typeof item === 'object' && item !== null && key in item
          ? (item as Record<string, unknown>)[key]
          : item,
      );
    }
    return value;
  }, z.array(dbIdText).max(1000));

/**
 * No '@': a login that has one is an e-mail address, so no user id can equal someone else's e-mail
 * (docs/decisions.md, 'User ids and e-mail addresses'). Older ids with '@' still sign in; an edit renames them.
 */
export const USER_ID_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const USER_ID_RULE =
  'User ID may use letters, digits and . _ - (3 to 64 characters); it cannot be an e-mail address.';

const userFields = {
  UserId: text('User ID', 64).regex(USER_ID_PATTERN, USER_ID_RULE),
  First_Name: text('First Name', 60),
  Middle_Name: z.string().trim().max(60).optional().nullable(),
  Last_Name: text('Last Name', 60),
  Email: text('Email', 254).pipe(z.email('Email is not a valid e-mail address.')),
  Access_Level: accessLevel,
  orgId: dbIdText.optional().nullable(),
  Regions: idList('regionId'),
  Plants: idList('plantId'),
  Job_Title: text('Job Title', 120),
  Job_Desc: text('Job Description', 1000),
  /**
   * The reference_delete grant of an L3 or L4 user; only L1 and L2 editors may change it (absent: unchanged
   * on an edit, not granted on a create; ignored for L1 and L2 targets, who always hold it).
   */
  Reference_Delete: z.boolean().optional(),
};

export const createUserBody = z.object({
  ...userFields,
  Password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserBody = z.object({ ...userFields, Email: userFields.Email.optional() });
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const USER_SORT_FIELDS = ['UserId', 'First_Name', 'Last_Name', 'Access_Level', 'Active'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const userListParams = z.object({
  isAsc: z.enum(['true', 'false']).transform((value) => value === 'true'),
  sortIndex: z.enum(USER_SORT_FIELDS),
  page: z.coerce.number().int().min(1).max(100_000),
  search: z
    .string()
    .max(100)
    .optional()
    .transform((value) => sanitizeSearch(value ?? '')),
  status: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
});

export const userListItem = z.object({
  UniqueId: z.number().int(),
  UserId: z.string(),
  First_Name: z.string(),
  Last_Name: z.string(),
  Access_Level: z.number().int(),
  Active: z.number().int(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userActionsSchema = z.object({
  sendPassword: z.boolean(),
  changeStatus: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
});

export const plantRef = z.object({ plantId: z.number().int(), plantName: z.string() });

export const userDetails = z.object({
  UniqueId: z.number().int(),
  UserId: z.string(),
  First_Name: z.string(),
  Middle_Name: z.string().nullable(),
  Last_Name: z.string(),
  Email: z.string(),
  Access_Level: z.number().int(),
  orgId: z.number().int().nullable(),
  orgName: z.string(),
  Regions: z.array(regionRef),
  Plants: z.array(plantRef),
  Job_Title: z.string(),
  Job_Desc: z.string(),
  Date_Created: z.string(),
  Active: z.number().int(),
  /** Whether the user holds reference_delete (always for L1 and L2; granted for L3 and L4). */
  Reference_Delete: z.boolean(),
  /** The action icons this viewer may use on this user, decided by the server's rules. */
  actions: userActionsSchema,
});
export type UserDetails = z.infer<typeof userDetails>;

export const userStatusParams = z.object({
  id: dbIdText,
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'Status must be 1 (Active) or 2 (In-Active).' })),
});

export const feedbackBody = z.object({
  feedback: z
    .string({ error: 'Please write your feedback.' })
    .trim()
    .min(1, 'Please write your feedback.')
    .max(4000),
  userId: dbIdText.optional(),
});

export const supportBody = z.object({
  comments: z
    .string({ error: 'Please describe the problem.' })
    .trim()
    .min(1, 'Please describe the problem.')
    .max(4000),
});
