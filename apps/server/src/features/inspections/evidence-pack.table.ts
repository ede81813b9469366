// The report's family layouts in the evidence pack (issue 17): the shared layout blocks (report-tables.ts in
// the shared package, the same the screen renders) drawn with pdfkit — tables with their header row repeated
// on each page they run onto and cell text wrapped, question lists, facts, the score line and notes boxes.
import {
  flagStateText,
  formatMdyDate,
  type LayoutBlock,
  type QuestionLine,
  type ReportFlag,
  type TableBlock,
  type TableCell,
} from '@envirotrack/shared';
import { FONT, GREY, line, MARGIN, pdfText, room, type Doc } from './evidence-pack.draw';

const RED = '#a61b1b';
const GREEN = '#1b6e2a';
const RULE = '#9a9a9a';
const SHADE = '#ececec';
const PAD = 3;

/** How a flag on an answer reads in the pack: its state, who followed it up and when, the remark. */
export function flagText(f: ReportFlag): string {
  const closed = f.followUpBy
    ? ` by ${f.followUpBy.name}${f.followUpDate ? ` on ${formatMdyDate(f.followUpDate)}` : ''}`
    : '';
  return `${flagStateText(f)}${closed}${f.followUpRemark ? ` - ${f.followUpRemark}` : ''}`;
}
const flagColour = (f: ReportFlag) => (f.status === 'open' ? RED : GREEN);

/** A question's row in a list: number and text, the answer beside it, its flag under it. */
export function drawQuestion(doc: Doc, q: QuestionLine) {
  const width = doc.page.width - 2 * MARGIN;
  const indent = q.depth * 14;
  const textWidth = width * 0.62 - indent;
  const label = `${q.number ? `${q.number}. ` : ''}${q.text}`;
  doc.fontSize(9);
  const h = Math.max(
    doc.heightOfString(pdfText(label), { width: textWidth }),
    q.answer === null ? 0 : doc.heightOfString(pdfText(q.answer), { width: width * 0.36 }),
  );
  room(doc, h + 4);
  const y = doc.y;
  doc
    .font(q.answer === null ? FONT.bold : FONT.regular)
    .fillColor('black')
    .text(pdfText(label), MARGIN + indent, y, { width: textWidth });
  if (q.answer !== null)
    doc.font(FONT.bold).text(pdfText(q.answer), MARGIN + width * 0.64, y, { width: width * 0.36 });
  doc.y = y + h + 3;
  if (q.flag) {
    line(doc, flagText(q.flag), { size: 8, colour: flagColour(q.flag), indent: indent + 10 });
    doc.moveDown(0.2);
  }
}

interface Run {
  text: string;
  bold?: boolean;
  size?: number;
  colour?: string;
  align?: 'left' | 'center' | 'right';
}

/** What a cell shows, as runs of text one under another. */
function runsOf(cell: TableCell, header = false): Run[] {
  switch (cell.kind) {
    case 'item':
      return [
        { text: cell.note ? `${cell.label} ${cell.note}` : cell.label },
        ...(cell.flag ? [{ text: flagText(cell.flag), size: 7, colour: flagColour(cell.flag) }] : []),
      ];
    case 'mark':
      return cell.checked ? [{ text: '✓', bold: true, align: 'center', size: 10 }] : [];
    case 'text':
      return cell.text
        ? [
            {
              text: cell.text,
              bold: header,
              ...(header ? { size: HEADER_SIZE } : {}),
              colour: cell.style === 'label' ? GREY : 'black',
              align: cell.style === 'mark' ? 'center' : cell.style === 'right' ? 'right' : 'left',
            },
          ]
        : [];
    case 'empty':
      return [];
    case 'answer':
      return [
        { text: cell.text, colour: cell.answer ? 'black' : GREY },
        ...(cell.flag ? [{ text: flagText(cell.flag), size: 7, colour: flagColour(cell.flag) }] : []),
      ];
    case 'questions':
      return cell.list.lines.flatMap((q): Run[] => [
        {
          text: `${'    '.repeat(q.depth)}${q.number ? `${q.number}. ` : ''}${q.text}${q.answer === null ? '' : `: ${q.answer}`}`,
          bold: q.answer === null,
        },
        ...(q.flag ? [{ text: flagText(q.flag), size: 7, colour: flagColour(q.flag) }] : []),
      ]);
  }
}

const SIZE = 8;
function runsHeight(doc: Doc, runs: Run[], width: number) {
  return runs.reduce((sum, r) => {
    doc.font(r.bold ? FONT.bold : FONT.regular).fontSize(r.size ?? SIZE);
    return sum + doc.heightOfString(pdfText(r.text), { width }) + 1;
  }, 0);
}

interface Placed {
  cell: TableCell;
  x: number;
  width: number;
  runs: Run[];
  shade: boolean;
}

const HEADER_SIZE = 6.5;

/** Widths by column kind (item 3, text 2.2, mark 1), each wide enough for its header's longest word. */
function columnWidths(doc: Doc, table: TableBlock) {
  const total = doc.page.width - 2 * MARGIN;
  const weight = { item: 3, mark: 1, text: 2.2 } as const;
  const sum = table.columns.reduce((s, c) => s + weight[c.kind], 0);
  doc.font(FONT.bold).fontSize(HEADER_SIZE);
  const least = table.columns.map(
    (c) => Math.max(...c.label.split(/\s+/).map((w) => doc.widthOfString(pdfText(w)))) + 2 * PAD + 1,
  );
  const widths = table.columns.map((c) => (total * weight[c.kind]) / sum);
  const short = widths.map((w, i) => Math.max(0, (least[i] ?? 0) - w));
  const needed = short.reduce((s, w) => s + w, 0);
  const spare = widths.reduce((s, w, i) => s + (short[i] ? 0 : w), 0);
  if (!needed || needed >= spare) return widths;
  // The columns wider than their header give the room, in proportion to their width.
  return widths.map((w, i) => (short[i] ? (least[i] ?? w) : w - (needed * w) / spare));
}

/** A table from the shared model: widths by column kind, rows kept whole, the header again on a new page. */
export function drawTable(doc: Doc, table: TableBlock) {
  const widths = columnWidths(doc, table);
  const starts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0));

  const place = (cells: TableCell[], shadeAll: boolean, header = false): Placed[] => {
    let column = 0;
    return cells.map((cell) => {
      const span = cell.kind === 'item' || cell.kind === 'empty' || cell.kind === 'answer' ? 1 : cell.span;
      const width = widths.slice(column, column + span).reduce((s, w) => s + w, 0);
      const placed = {
        cell,
        x: starts[column] ?? MARGIN,
        width,
        runs: runsOf(cell, header),
        shade: shadeAll || cell.kind === 'empty',
      };
      column += span;
      return placed;
    });
  };
  const heightOf = (row: Placed[]) =>
    Math.max(...row.map((p) => runsHeight(doc, p.runs, p.width - 2 * PAD))) + 2 * PAD;

  const drawRow = (row: Placed[], height: number) => {
    const y = doc.y;
    for (const p of row) {
      if (p.shade) doc.rect(p.x, y, p.width, height).fillColor(SHADE).fill();
      doc.rect(p.x, y, p.width, height).lineWidth(0.5).strokeColor(RULE).stroke();
      let at = y + PAD;
      for (const r of p.runs) {
        doc
          .font(r.bold ? FONT.bold : FONT.regular)
          .fontSize(r.size ?? SIZE)
          .fillColor(r.colour ?? 'black');
        doc.text(pdfText(r.text), p.x + PAD, at, { width: p.width - 2 * PAD, align: r.align ?? 'left' });
        at = doc.y + 1;
      }
    }
    doc.y = y + height;
  };

  const header = place(
    table.columns.map((c) => ({
      kind: 'text',
      text: c.label,
      span: 1,
      style: c.kind === 'mark' ? 'mark' : 'plain',
    })),
    true,
    true,
  );
  const headerHeight = heightOf(header);
  room(doc, headerHeight * 2 + 10);
  drawRow(header, headerHeight);
  for (const row of table.rows) {
    const placed = place(row.cells, row.kind === 'section');
    if (row.kind === 'section' || row.kind === 'block')
      placed.forEach((p) => (p.runs = p.runs.map((r) => ({ ...r, bold: true }))));
    const height = heightOf(placed);
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(header, headerHeight);
    }
    drawRow(placed, height);
  }
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

/** A layout block of a family report: a table, a question list, facts, the score line or a notes box. */
export function drawLayoutBlock(doc: Doc, block: LayoutBlock) {
  const width = doc.page.width - 2 * MARGIN;
  switch (block.kind) {
    case 'table':
      drawTable(doc, block);
      return;
    case 'questionList':
      for (const q of block.lines) drawQuestion(doc, { ...q, depth: q.depth + (block.nested ? 1 : 0) });
      return;
    case 'facts': {
      room(doc, 24);
      const y = doc.y;
      const w = width / block.items.length;
      block.items.forEach((item, i) => {
        doc
          .font(FONT.bold)
          .fontSize(8)
          .fillColor(GREY)
          .text(pdfText(item.label), MARGIN + i * w, y, { width: w - 8 });
        doc
          .font(FONT.regular)
          .fontSize(9)
          .fillColor('black')
          .text(pdfText(item.value), { width: w - 8 });
      });
      doc.x = MARGIN;
      doc.y = y + 26;
      return;
    }
    case 'score': {
      room(doc, 20);
      const y = doc.y;
      doc.font(FONT.bold).fontSize(10).fillColor('black');
      doc.text(pdfText(`${block.label}: ${block.value}`), MARGIN, y, { width: width / 2 });
      doc
        .font(FONT.regular)
        .fontSize(9)
        .text(pdfText(block.by), MARGIN + width / 2, y, { width: width / 2, align: 'right' });
      doc.x = MARGIN;
      doc.y = y + 16;
      return;
    }
    case 'list':
      room(doc, 30);
      doc.moveDown(0.3);
      line(doc, block.title, { size: 9, bold: true });
      if (!block.items.length) line(doc, block.empty, { size: 9 });
      for (const item of block.items)
        line(doc, `•  ${item.number ? `${item.number}. ` : ''}${item.text}`, { size: 9, indent: 8 });
      doc.moveDown(0.4);
      return;
  }
}
