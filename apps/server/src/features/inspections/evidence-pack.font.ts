// The evidence pack's font (issue 17, docs/decisions.md 'Evidence pack'): DejaVu Sans, regular and bold, from
// the npm package @fontsource/dejavu-sans. It ships WOFF and WOFF2 files: fontkit cannot subset the WOFF2
// ones, and inflates a WOFF's tables in JavaScript on every document (about a second a pack), so the WOFF is
// unpacked once here, with node's zlib, into the plain TrueType file it wraps.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

/** The pack's fonts' names in a document. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/** The TrueType (sfnt) font inside a WOFF 1.0 file. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [4, 8, 12].map((d) => woff.readUInt32BE(at + d)) as [
      number,
      number,
      number,
    ];
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** DejaVu Sans regular and bold as TrueType, read and unpacked on the first pack. */
export function packFonts() {
  const file = (weight: 400 | 700) =>
    woffToSfnt(
      readFileSync(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)),
    );
  fonts ??= { regular: file(400), bold: file(700) };
  return fonts;
}
