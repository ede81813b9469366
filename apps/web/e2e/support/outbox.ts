import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function mailsTo(address: string): Promise<string[]> {
  const files = await fs.readdir(outbox()).catch(() => []);
  const mails = await Promise.all(files.sort().map((file) => fs.readFile(path.join(outbox(), file), 'utf8')));
  return mails.filter((mail) => new RegExp(`^To: .*${address.replace(/\./g, '\\.')}`, 'mi').test(mail));
}

/** The temporary password of the latest mail to `address`: the line after 'Your temporary password is:'. */
export async function temporaryPasswordFor(address: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const latest = (await mailsTo(address)).at(-1);
        if (!latest) return '';
        const body = /quoted-printable/i.test(latest) ? decodeQuotedPrintable(latest) : latest;
        found = /Your temporary password is:\r?\n(\S+)/.exec(body)?.[1] ?? '';
        return found;
      },
      { message: `a temporary password mailed to ${address}` },
    )
    .not.toBe('');
  return found;
}
