import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { sniffImage } from '../../lib/storage';
import { claimOrganisationLogo, clearOrganisationLogo, findOrganisationRow } from './orgs.queries';

const ONE_LOGO = 'This organisation already has a logo. Delete it before uploading another.';
const nameOf = (url: string) => url.split('/').pop() ?? '';

/** One logo per organisation: a second upload is refused until the first is deleted (spec 1 §4). */
export async function uploadLogo(deps: AppDeps, actorId: number, orgId: number, bytes: Buffer) {
  const org = await findOrganisationRow(deps.db, orgId);
  if (!org) throw new Problem('notFound', 'Organisation not found.');
  if (org.logoUrl)
    throw new Problem(
      'conflict',
      'This organisation already has a logo. Delete it before uploading another.',
    );
  const image = sniffImage(bytes);
  if (!image) throw new Problem('badInput', 'The logo must be a gif, jpeg or png image.');
  const file = await deps.storage.put('companyLogos', bytes, image.extension);
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await claimOrganisationLogo(tx, orgId, deps.storage.urlOf(file)))) {
        throw new Problem('conflict', ONE_LOGO);
      }
      await recordAudit(tx, {
        actorId,
        orgId,
        action: 'organisation.logo_upload',
        entity: 'organisation',
        entityId: orgId,
        details: { file: file.name },
      });
    });
  } catch (error) {
    await deps.storage.remove(file);
    throw error;
  }
}

export async function deleteLogo(deps: AppDeps, actorId: number, orgId: number) {
  const org = await findOrganisationRow(deps.db, orgId);
  if (!org) throw new Problem('notFound', 'Organisation not found.');
  if (!org.logoUrl) throw new Problem('notFound', 'This organisation has no logo.');
  const name = nameOf(org.logoUrl);
  await deps.db.transaction(async (tx) => {
    await clearOrganisationLogo(tx, orgId);
    await recordAudit(tx, {
      actorId,
      orgId,
      action: 'organisation.logo_delete',
      entity: 'organisation',
      entityId: orgId,
      details: { file: name },
    });
  });
  await deps.storage.remove({ folder: 'companyLogos', name });
}
