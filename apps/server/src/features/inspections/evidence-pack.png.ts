// PNG photos for the evidence pack without decoding them (issue 17). pdfkit's PNG reader copies the image data
// a byte at a time (about 60 ms for a 640x480 photo): a plain 8-bit RGB or grey PNG without transparency is
// passed to the PDF as it is stored (its deflated rows, with the PNG predictor declared), which PDF reads
// natively. Any other PNG (alpha, palette, interlaced, 16-bit) is left to pdfkit.

type Doc = PDFKit.PDFDocument;

/** The PDF image object pdfkit's `image()` takes in place of a file: it embeds itself once. */
export interface PassThroughImage {
  width: number;
  height: number;
  label: string;
  obj: PDFKit.PDFKitReference | null;
  embed(doc: Doc): void;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let counter = 0;

export function passThroughPng(bytes: Buffer): PassThroughImage | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(SIGNATURE)) return undefined;
  let at = 8;
  const data: Buffer[] = [];
  let header: Buffer | undefined;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'tRNS' || type === 'PLTE') return undefined;
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || header.length < 13 || !data.length) return undefined;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bits, colourType, , , interlace] = header.subarray(8, 13);
  if (bits !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 0)) return undefined;
  const colours = colourType === 2 ? 3 : 1;
  counter += 1;
  const image: PassThroughImage = {
    width,
    height,
    label: `PT${counter}`,
    obj: null,
    embed(doc) {
      const obj = doc.ref({
        Type: 'XObject',
        Subtype: 'Image',
        BitsPerComponent: 8,
        Width: width,
        Height: height,
        ColorSpace: colours === 3 ? 'DeviceRGB' : 'DeviceGray',
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 15, Colors: colours, BitsPerComponent: 8, Columns: width },
      });
      obj.end(Buffer.concat(data));
      image.obj = obj;
    },
  };
  return image;
}
