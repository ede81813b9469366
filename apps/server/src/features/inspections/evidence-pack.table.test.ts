import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { modulesLayout, type ReportFlag, type SetupQuestion, type TableBlock } from '@envirotrack/shared';
import { MARGIN, useFonts } from './evidence-pack.draw';
import { drawTable } from './evidence-pack.table';

async function pagesOf(draw: (doc: PDFKit.PDFDocument) => void) {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN });
  useFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(doc);
  doc.end();
  await ended;
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  return (await extractText(pdf, { mergePages: false })).text;
}

const table = (rows: number, long = ''): TableBlock => ({
  kind: 'table',
  family: 'slots',
  columns: [
    { label: 'Item', kind: 'item' },
    { label: 'Mon', kind: 'mark' },
    { label: 'Tue', kind: 'mark' },
  ],
  rows: Array.from({ length: rows }, (_, i) => ({
    kind: 'repair' as const,
    key: String(i),
    cells: [
      { kind: 'text' as const, text: `Row ${i + 1}${long}`, span: 1, style: 'label' as const },
      { kind: 'text' as const, text: `m${i + 1}`, span: 1, style: 'mark' as const },
      { kind: 'empty' as const },
    ],
  })),
});

describe('the pack table', () => {
  it('repeats its header row on each page it runs onto and keeps each row whole on one page', async () => {
    const pages = await pagesOf((doc) => drawTable(doc, table(120)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.trimStart()).toMatch(/^Item\s+Mon\s+Tue/);
    const all = pages.join('\n');
    for (let i = 1; i <= 120; i++) expect(all).toMatch(new RegExp(`Row ${i}\\s+m${i}(\\s|$)`));
  });

  it('wraps a long cell within its column', async () => {
    const long = ' with a repair comment long enough to need several lines in its narrow column';
    const [page] = await pagesOf((doc) => drawTable(doc, table(1, long)));
    // The words are all there, over more than one line.
    expect(page?.replace(/\s+/g, ' ')).toContain(`Row 1${long}`);
    expect(page).toMatch(/Row 1 with[^\n]*\n/);
  });

  it('draws the modules sheet as the report page builds it: a row per module, each answer and its flag', async () => {
    const question = (id: number, text: string, num: string): SetupQuestion => ({
      questionId: id,
      questionType: 'Text',
      question: text,
      questionNum: num,
      choices: [],
      isFlagged: false,
      questionStatus: 1,
      subQuestions: [],
    });
    const flag = { questionId: 1, moduleIndex: 1, status: 'open', answer: 'Batch gate', overdue: false };
    const [sheet] = modulesLayout(
      [question(1, 'Equipment', '1'), question(2, 'Work done', '2')],
      [
        { questionId: 1, moduleIndex: 0, answer: 'Slurry pump' },
        { questionId: 2, moduleIndex: 0, answer: 'Replaced the seal' },
        { questionId: 1, moduleIndex: 1, answer: 'Batch gate' },
      ],
      [flag as ReportFlag],
    );
    if (sheet?.kind !== 'table') throw new Error('the modules sheet is a table');
    const [page] = await pagesOf((doc) => drawTable(doc, sheet));
    expect(page).toMatch(/No\s+1\.\s+Equipment\s+2\.\s+Work\s+done/);
    expect(page).toMatch(/No:1\s+Slurry\s+pump\s+Replaced\s+the\s+seal/);
    expect(page).toMatch(/No:2\s+Batch\s+gate\s+Flag\s+open[^\n]*\s+Unanswered/);
  });
});
