// The closing parts of the evidence pack (issue 17): the flag log, the notes on reports edited after signing,
// and the verification appendix with each report's hash, link and QR code.
import QRCode from 'qrcode';
import {
  evidencePackMessages as m,
  flagStateText,
  flatQuestions,
  formatMdyDate,
  reportDay,
  reportDetailMessages,
  reportTitle,
  type ReportDetails,
} from '@envirotrack/shared';
import {
  FONT,
  GREY,
  heading,
  image,
  line,
  MARGIN,
  pdfText,
  room,
  type Doc,
  type PackInput,
} from './evidence-pack.draw';

/** The flag log: each flag raised in the pack's reports, its answer, who closed it, when, remark and photo. */
export async function flagLog(doc: Doc, input: PackInput) {
  heading(doc, m.flagLogTitle);
  const flagged = input.reports.flatMap((r) => r.flags.map((f) => ({ r, f })));
  if (!flagged.length) line(doc, m.noFlags, { size: 10, colour: GREY });
  for (const { r, f } of flagged) {
    const question =
      flatQuestions(r.questions).find((q) => q.questionId === f.questionId)?.question ??
      `Question ${f.questionId}`;
    room(doc, f.evidence ? 140 : 60);
    line(doc, reportTitle(r), {
      size: 9,
      bold: true,
    });
    line(doc, `${question}: ${f.answer}`, { size: 9 });
    line(doc, `Raised ${reportDay(f.raisedAt)}. ${flagStateText(f)}`, { size: 9 });
    if (f.followUpBy || f.followUpDate)
      line(
        doc,
        `Closed by ${f.followUpBy?.name ?? 'NA'} on ${f.followUpDate ? formatMdyDate(f.followUpDate) : 'NA'}`,
        { size: 9 },
      );
    if (f.followUpRemark) line(doc, `Remark: ${f.followUpRemark}`, { size: 9 });
    if (f.evidence) {
      const y = doc.y + 2;
      image(
        doc,
        await input.readImage('images', f.evidence.name),
        f.evidence.fileName,
        [160, 110],
        MARGIN + 10,
        y,
      );
      doc.y = y + 114;
      line(doc, `${reportDetailMessages.flagEvidence}: ${f.evidence.fileName}`, {
        size: 8,
        colour: GREY,
        indent: 10,
      });
    }
    doc.moveDown(0.6);
  }
}

export function editedNotes(doc: Doc, reports: readonly ReportDetails[]) {
  heading(doc, m.editedTitle);
  const edited = reports.filter((r) => r.signature && !r.signature.matchesAnswers);
  if (!edited.length) line(doc, m.noEdited, { size: 10, colour: GREY });
  for (const r of edited) {
    room(doc, 30);
    line(doc, reportTitle(r), {
      size: 9,
      bold: true,
    });
    line(
      doc,
      r.editedAfterSigning
        ? reportDetailMessages.changedAfterSigning(
            r.editedAfterSigning.by.name,
            reportDay(r.editedAfterSigning.at),
          )
        : `Answers changed after signing; last updated by ${r.updatedBy.name} on ${reportDay(r.updatedAt)}`,
      { size: 9 },
    );
    doc.moveDown(0.4);
  }
}

/** A QR code drawn as vector squares (sharp at any zoom, nothing to decode). */
function qr(doc: Doc, text: string, x: number, y: number, size: number) {
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const cell = size / n;
  for (let r = 0; r < n; r += 1)
    for (let c = 0; c < n; c += 1)
      if (code.modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  doc.fillColor('black').fill();
}

export function appendix(doc: Doc, input: PackInput) {
  heading(doc, m.appendixTitle);
  line(doc, m.appendixIntro, { size: 9, colour: GREY });
  doc.moveDown(0.6);
  const size = 64;
  for (const r of input.reports) {
    if (!r.signature) continue;
    room(doc, size + 12);
    const y = doc.y;
    const url = input.verifyUrl(r.inspectionId, r.signature.answersHash);
    qr(doc, url, MARGIN, y, size);
    const x = MARGIN + size + 12;
    const w = doc.page.width - MARGIN - x;
    doc.font(FONT.bold).fontSize(9).fillColor('black');
    doc.text(pdfText(reportTitle(r)), x, y, { width: w });
    doc.font(FONT.regular).fontSize(8).text(`SHA-256: ${r.signature.answersHash}`, x, doc.y, { width: w });
    // The link on one line (a reader copies it whole): smaller when the font is too wide for it at 8 pt.
    doc.fontSize(Math.min(8, (8 * (w - 2)) / doc.widthOfString(url)));
    doc.fillColor('#1a4fa0').text(url, x, doc.y, { width: w, link: url, underline: true, lineBreak: false });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, y + size) + 10;
  }
}
