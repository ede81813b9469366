import { paths } from '@envirotrack/shared';

/** The organisation screens' addresses (spec 1 §2), as the router declares them. */
export const orgPaths = {
  list: paths.organisations,
  create: '/org/create',
  details: (orgId: number) => `/org/details/${orgId}`,
  update: (orgId: number) => `/org/update/${orgId}`,
} as const;

/** `:id` of /org/details/:id and /org/update/:id, or null when it is not an organisation id. */
export function parseOrgId(id: string | undefined): number | null {
  const orgId = Number(id);
  return Number.isInteger(orgId) && orgId > 0 ? orgId : null;
}
