// Drawing helpers of the evidence pack's PDF (issue 17): the embedded Unicode font, a page's room, images.
import type { ReportDetails } from '@envirotrack/shared';
import type { ComplianceForm } from './evidence-pack.compliance';
import { FONT, packFonts } from './evidence-pack.font';
import { passThroughPng } from './evidence-pack.png';

export type Doc = PDFKit.PDFDocument;

export interface PackCover {
  organisation: string;
  plantId: string;
  plantName: string;
  address: string;
  permitTypes: string[];
  from: string;
  to: string;
  generatedBy: string;
  generatedAt: string;
}

export interface PackInput {
  cover: PackCover;
  compliance: ComplianceForm[];
  reports: ReportDetails[];
  verifyUrl(inspectionId: number, hash: string): string;
  /** A stored image's bytes (attachments and flag photos: 'images'; signatures: 'signatures'). */
  readImage(folder: 'images' | 'signatures', name: string): Promise<Buffer | undefined>;
  /** Called after each report is laid out; answers true to stop (the pack was cancelled). */
  progress(done: number): Promise<boolean>;
}

export { FONT };

export const MARGIN = 50;
export const GREY = '#555555';

/** Registers the pack's fonts on a new document and makes the regular one current. */
export function useFonts(doc: Doc) {
  const fonts = packFonts();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.font(FONT.regular);
}

/** Text as written, less control characters (a tab is a space; a line break stays). */
export function pdfText(text: string): string {
  return [...text.replaceAll('\t', ' ')]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return c === '\n' || !(code < 0x20 || (code >= 0x7f && code < 0xa0));
    })
    .join('');
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function room(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

export function heading(doc: Doc, text: string, size = 16) {
  room(doc, size * 3);
  doc.font(FONT.bold).fontSize(size).fillColor('black').text(pdfText(text), MARGIN, doc.y);
  doc.moveDown(0.4);
}

export function line(
  doc: Doc,
  text: string,
  options: { size?: number; bold?: boolean; colour?: string; indent?: number } = {},
) {
  doc
    .font(options.bold ? FONT.bold : FONT.regular)
    .fontSize(options.size ?? 10)
    .fillColor(options.colour ?? 'black')
    .text(pdfText(text), MARGIN + (options.indent ?? 0), doc.y, {
      width: doc.page.width - 2 * MARGIN - (options.indent ?? 0),
    });
}

/** An image fitted into a box, or its name when it cannot be drawn (a GIF, a missing or broken file). */
export function image(
  doc: Doc,
  bytes: Buffer | undefined,
  label: string,
  box: [number, number],
  x: number,
  y: number,
) {
  if (bytes && !(bytes[0] === 0x47 && bytes[1] === 0x49)) {
    try {
      // pdfkit takes a ready image object where a file is expected (its own registry does the same).
      const ready = passThroughPng(bytes);
      doc.image(ready ? (ready as unknown as Buffer) : bytes, x, y, { fit: box });
      return true;
    } catch {
      // Not a JPEG or PNG pdfkit can read: named below instead.
    }
  }
  doc
    .font(FONT.regular)
    .fontSize(8)
    .fillColor(GREY)
    .text(pdfText(`[${label}]`), x, y, { width: box[0] });
  return false;
}
