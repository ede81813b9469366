import { SIGNATURE_CANVAS, type SignatureFont } from '@envirotrack/shared';

/** The ink of both modes: a dark blue reads as a pen on paper and prints well in grey. */
export const SIGNATURE_INK = '#1d2a5b';

const { width, height } = SIGNATURE_CANVAS;
const MARGIN = 18;
const LARGEST_FONT = 64;
const SMALLEST_FONT = 18;

const fontOf = (size: number, font: SignatureFont) => `${size}px "${font}"`;

function pngOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be drawn.'))),
      'image/png',
    ),
  );
}

function blankCanvas(): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The signature could not be drawn.');
  return [canvas, context];
}

/** Waits for the faces of the script font the name needs: drawn before that, it would use the fallback. */
export const loadSignatureFont = (name: string, font: SignatureFont) =>
  document.fonts.load(fontOf(LARGEST_FONT, font), name || 'Signature');

/** Draws the typed name centred, as large as fits, on a context sized to the signature (after the font loaded). */
export function drawTypedSignature(
  context: CanvasRenderingContext2D,
  name: string,
  font: SignatureFont,
): void {
  let size = LARGEST_FONT;
  context.font = fontOf(size, font);
  while (size > SMALLEST_FONT && context.measureText(name).width > width - 2 * MARGIN) {
    size -= 2;
    context.font = fontOf(size, font);
  }
  context.fillStyle = SIGNATURE_INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2, width - 2 * MARGIN);
}

/** The typed name in its script font on a signature-sized canvas, as a PNG (spec 2 §4, §9). */
export async function typedSignaturePng(name: string, font: SignatureFont): Promise<Blob> {
  await loadSignatureFont(name, font);
  const [canvas, context] = blankCanvas();
  drawTypedSignature(context, name, font);
  return pngOf(canvas);
}

/** The drawn pad (kept at the screen's pixel ratio while drawing) scaled to the signature size, as a PNG. */
export function drawnSignaturePng(pad: HTMLCanvasElement): Promise<Blob> {
  const [canvas, context] = blankCanvas();
  context.imageSmoothingQuality = 'high';
  context.drawImage(pad, 0, 0, width, height);
  return pngOf(canvas);
}
