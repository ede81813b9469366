import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMAGES } from '../../../test/factories';
import { pngChunk, pngOf } from '../../../test/png';
import { passThroughPng } from './evidence-pack.png';

function png(colourType: number, extra: [string, Buffer][] = []): Buffer {
  const rows = Buffer.alloc((3 * (colourType === 2 ? 3 : 1) + 1) * 2, 7);
  return pngOf(3, 2, colourType, [
    ...extra.map(([type, data]) => pngChunk(type, data)),
    pngChunk('IDAT', zlib.deflateSync(rows.subarray(0, 5))),
    pngChunk('IDAT', zlib.deflateSync(rows.subarray(5))),
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
