import { z } from 'zod';
import { ALL_ORGANISATIONS } from './access';

export const orgLogo = z.object({ imageURL: z.string() });

export const orgListItem = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  orgLogoDetails: z.array(orgLogo),
});
export type OrgListItem = z.infer<typeof orgListItem>;

export const orgList = z.array(orgListItem);

/** `/orgDetailsChange/{orgId}`: an organisation id, or All. */
export const orgSwitchParams = z.object({
  orgId: z.union([z.literal(ALL_ORGANISATIONS), z.coerce.number().int().positive()]),
});
