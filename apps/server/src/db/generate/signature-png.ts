import { constants, deflateSync } from 'node:zlib';
import { SIGNATURE_CANVAS } from '@envirotrack/shared';
import { Rng } from './random';

/**
 * A small PNG of a handwritten-looking stroke, the image a generated signature points at. The server has no
 * font rasteriser, so the typed name is not drawn; the stroke differs per signer.
 */
const INK = [0x1b, 0x2a, 0x6b];
/** Palette entries: transparent, then the ink at three coverages (anti-aliasing). */
const ALPHAS = [0, 90, 170, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function signaturePng(name: string): Buffer {
  const { width, height } = SIGNATURE_CANVAS;
  const pixels = new Uint8Array(width * height);
  const rng = new Rng('signature', name);
  const dab = (cx: number, cy: number) => {
    for (let y = Math.floor(cy - 2); y <= Math.ceil(cy + 2); y++)
      for (let x = Math.floor(cx - 2); x <= Math.ceil(cx + 2); x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy);
        const level = d2 < 1.44 ? 3 : d2 < 2.89 ? 2 : d2 < 4.41 ? 1 : 0;
        const at = y * width + x;
        if (level > (pixels[at] ?? 0)) pixels[at] = level;
      }
  };
  const letters = Math.max(5, Math.min(14, name.replace(/\W/g, '').length));
  const phase = rng.between(0, Math.PI);
  const slant = rng.between(0.15, 0.35);
  const heights = Array.from({ length: letters }, (_, i) => (i === 0 ? 1.9 : rng.between(0.55, 1.5)));
  for (let t = 0; t <= 1; t += 1 / 2400) {
    const wave = Math.sin(Math.PI * letters * t + phase);
    const tall = heights[Math.min(letters - 1, Math.floor(t * letters))] ?? 1;
    const y = 92 - 24 * tall * Math.abs(wave);
    const x = 28 + t * (width - 70) + 9 * Math.cos(2 * Math.PI * letters * t) + slant * (92 - y);
    dab(x, y);
  }
  for (let t = 0; t <= 1; t += 1 / 600)
    dab(40 + t * (width - 90), 112 + 6 * Math.sin(3 * t + phase) - 10 * t);

  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(ALPHAS.flatMap(() => INK))),
    chunk('tRNS', Buffer.from(ALPHAS)),
    chunk('IDAT', deflateSync(raw, { level: 6, strategy: constants.Z_RLE })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
