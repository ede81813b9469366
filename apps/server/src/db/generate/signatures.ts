import type { Storage } from '../../lib/storage';
import type { Person } from './org-context';
import { signaturePng } from './signature-png';
import type { RawClient } from './writer';

const AT_ONCE = 16;

/** Who signs at which plant: one signature image each. */
export interface Signing {
  plantId: number;
  signer: Person;
}

export const signingKey = (plantId: number, signerId: number) => `${plantId}:${signerId}`;

/**
 * One stored signature image per signer and plant, shared by the inspections they signed there, each with
 * its inspection_files row (attached). `linkSignatures` later ties each to one of those inspections, so
 * whoever may see the plant may see the signature, as with a signature saved through the API.
 */
export async function storeSignatures(
  client: RawClient,
  storage: Storage,
  orgId: number,
  signings: readonly Signing[],
  uploadedAt: string,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const pngs = new Map<number, Buffer>();
  const rows: { name: string; size: number; uploadedBy: number }[] = [];
  for (let i = 0; i < signings.length; i += AT_ONCE) {
    const group = signings.slice(i, i + AT_ONCE);
    const stored = await Promise.all(
      group.map(async ({ plantId, signer }) => {
        const png = pngs.get(signer.id) ?? signaturePng(`${signer.name} ${signer.id}`);
        pngs.set(signer.id, png);
        return { plantId, signer, size: png.length, file: await storage.put('signatures', png, 'png') };
      }),
    );
    for (const { plantId, signer, size, file } of stored) {
      files.set(signingKey(plantId, signer.id), file.name);
      rows.push({ name: file.name, size, uploadedBy: signer.id });
    }
  }
  if (rows.length) {
    await client.query(
      `insert into inspection_files (org_id, folder, name, original_name, content_type, size, inspection_id,
         attached, uploaded_by, uploaded_at)
       select $1, 'signatures', u.name, 'signature.png', 'image/png', u.size, null, true, u.uploaded_by, $5
       from unnest($2::text[], $3::bigint[], $4::int[]) as u(name, size, uploaded_by)`,
      [orgId, rows.map((r) => r.name), rows.map((r) => r.size), rows.map((r) => r.uploadedBy), uploadedAt],
    );
  }
  return files;
}

/**
 * Ties each stored signature to the first inspection signed with it (the server reads a signature for those
 * who may see its inspection's plant) and removes the ones nobody happened to sign with.
 */
export async function linkSignatures(
  client: RawClient,
  storage: Storage,
  orgId: number,
  names: readonly string[],
): Promise<number> {
  if (!names.length) return 0;
  await client.query(
    `update inspection_files f set inspection_id = s.id
     from (select i.signature->>'file' as name, min(i.id) as id from inspections i
           where i.org_id = $1 and i.signature->>'file' = any($2::text[]) group by 1) s
     where f.folder = 'signatures' and f.name = s.name and f.inspection_id is null`,
    [orgId, names],
  );
  const { rows } = await client.query<{ name: string }>(
    `delete from inspection_files where folder = 'signatures' and name = any($1::text[])
       and inspection_id is null returning name`,
    [names],
  );
  await Promise.all(rows.map((row) => storage.remove({ folder: 'signatures', name: row.name })));
  return names.length - rows.length;
}
