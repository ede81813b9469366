import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMAGES } from '../../../test/factories';
import { passThroughPng } from './evidence-pack.png';

function png(colourType: number, extra: [string, Buffer][] = []): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(3, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  const rows = Buffer.alloc((3 * (colourType === 2 ? 3 : 1) + 1) * 2, 7);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra.map(([type, data]) => chunk(type, data)),
    chunk('IDAT', zlib.deflateSync(rows.subarray(0, 5))),
    chunk('IDAT', zlib.deflateSync(rows.subarray(5))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('passThroughPng', () => {
  it('takes plain 8-bit RGB and grey PNGs as they are stored, with their size', () => {
    expect(passThroughPng(png(2))).toMatchObject({ width: 3, height: 2, obj: null });
    expect(passThroughPng(png(0))).toMatchObject({ width: 3, height: 2 });
  });

  it('leaves alpha, palette and transparency PNGs, and other files, to pdfkit', () => {
    expect(passThroughPng(png(6))).toBeUndefined();
    expect(passThroughPng(png(2, [['tRNS', Buffer.from([0, 0, 0, 0, 0, 0])]]))).toBeUndefined();
    expect(passThroughPng(png(3, [['PLTE', Buffer.from([0, 0, 0])]]))).toBeUndefined();
    expect(passThroughPng(IMAGES.jpeg)).toBeUndefined();
    expect(passThroughPng(Buffer.from('not a png'))).toBeUndefined();
  });
});
