import fs from 'node:fs/promises';
import path from 'node:path';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The mails in the server's outbox addressed to `address` (headers and raw body), oldest first. */
export async function outboxMailsTo(address: string): Promise<string[]> {
  const files = await fs.readdir(outbox()).catch(() => []);
  const mails = await Promise.all(files.sort().map((file) => fs.readFile(path.join(outbox(), file), 'utf8')));
  const to = new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi');
  return mails.filter((mail) => to.test(mail));
}
