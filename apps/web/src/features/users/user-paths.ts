import { paths } from '@envirotrack/shared';

/** The users screens' routes (spec 1 §2), as registered in app/router.tsx. */
export const userPaths = {
  list: paths.users,
  details: (uniqueId: number) => `/users/${uniqueId}`,
  create: '/user/create',
  update: (uniqueId: number) => `/user/update/${uniqueId}`,
  /** The update form opened from the profile returns there. */
  updateFromProfile: (uniqueId: number) => `/user/update/${uniqueId}?from=profile`,
  profile: paths.profile,
} as const;
