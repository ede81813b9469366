import type { Storage } from '../../lib/storage';
import type { Person } from './org-context';
import { signaturePng } from './signature-png';
import type { RawClient } from './writer';

const AT_ONCE = 16;

/**
 * One stored signature image per signer, shared by all the inspections they signed, each with its
 * inspection_files row (attached, no single inspection of its own).
 */
export async function storeSignatures(
  client: RawClient,
  storage: Storage,
  orgId: number,
  signers: readonly Person[],
  uploadedAt: string,
): Promise<Map<number, string>> {
  const files = new Map<number, string>();
  const sizes: number[] = [];
  for (let i = 0; i < signers.length; i += AT_ONCE) {
    const group = signers.slice(i, i + AT_ONCE);
    const stored = await Promise.all(
      group.map(async (signer) => {
        const png = signaturePng(`${signer.name} ${signer.id}`);
        return { signer, size: png.length, file: await storage.put('signatures', png, 'png') };
      }),
    );
    for (const { signer, size, file } of stored) {
      files.set(signer.id, file.name);
      sizes.push(size);
    }
  }
  if (signers.length) {
    await client.query(
      `insert into inspection_files (org_id, folder, name, original_name, content_type, size, inspection_id,
         attached, uploaded_by, uploaded_at)
       select $1, 'signatures', u.name, 'signature.png', 'image/png', u.size, null, true, u.uploaded_by, $5
       from unnest($2::text[], $3::bigint[], $4::int[]) as u(name, size, uploaded_by)`,
      [orgId, signers.map((s) => files.get(s.id)), sizes, signers.map((s) => s.id), uploadedAt],
    );
  }
  return files;
}
