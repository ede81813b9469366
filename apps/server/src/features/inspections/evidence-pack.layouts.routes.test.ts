import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  periodKey,
  periodRange,
  today,
  type EvidencePack,
  type ReportDetails,
} from '@envirotrack/shared';
import { dataOf, idsByText, inspectionsHarness, pastWednesday } from './inspections.harness';

/** The words in order, any white space (a line break where a cell wraps) between them. */
const inOrder = (...cells: string[]) =>
  new RegExp(
    cells
      .flatMap((c) => c.split(' '))
      .map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('\\s+'),
  );

// The evidence pack's text and layouts (issue 17): any script the font has prints as typed, and the family
// layouts print as the tables the screen shows.
const h = inspectionsHarness();
const { ctx } = h;

async function packOf(permitTypes: string[], from: string) {
  const pack = dataOf<EvidencePack>(
    await h.post('a2', `/api/plants/${ctx.p1}/evidence-packs`, { from, to: today(), permitTypes }),
  );
  expect(pack.state).toBe('done');
  const file = await h.get('a2', `/api/evidence-packs/${pack.packId}/file`);
  expect(file.statusCode, file.body).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text };
}

async function submit(key: string, date: string, answers: Record<string, string>) {
  const q = idsByText((await h.form('a2', key, date)).questions);
  const saved = await h.post(
    'a2',
    '/api/submitinspection',
    await h.body('a2', key, {
      inspectionDate: formatMdyDate(date),
      answers: Object.entries(answers).map(([text, answer]) => ({ questionId: q[text] ?? 0, answer })),
    }),
  );
  return dataOf<{ inspectionId: number }>(saved).inspectionId;
}

describe('evidence pack text and layouts', () => {
  it('prints Latin Extended, Greek and Cyrillic answers exactly as typed', async () => {
    const typed = 'Łódź – Ωμέγα Привет';
    await submit('ix-daily', addDays(today(), -3), { 'Silt fence intact?': 'Ok', 'Rain Amount': typed });
    const { pages } = await packOf(['Water'], addDays(today(), -5));
    const all = pages.join('\n');
    expect(all).toContain('Rain Amount');
    expect(all).toContain(typed);
    expect(all).not.toContain('??');
  });

  it('prints a scorecard and a check sheet as the tables the screen shows', async () => {
    const month = periodRange(periodKey('Monthly', today()))?.first ?? today();
    const scorecard = await submit('ix-housekeeping', month, {
      'Entrance clean': 'Good',
      'Stockpiles tidy': 'Poor',
      'Floors clean': 'Excellent',
    });
    const wednesday = pastWednesday();
    await submit('ix-weekly', wednesday, {
      'Plant walk-around': '||Wed|||',
      'Repair comment': '||Gate latch|||',
      'Spill kits stocked': 'Weekly',
    });
    const { pages } = await packOf(
      ['Others'],
      addDays(wednesday, -3) < month ? addDays(wednesday, -3) : month,
    );
    const all = pages.join('\n');
    expect(all).toMatch(
      inOrder(
        'Item',
        'UNACCEPTABLE 1',
        'POOR 2',
        'FAIR 3',
        'GOOD 4',
        'EXCELLENT 5',
        'N/A',
        'Score',
        'STANDARD - Explained',
      ),
    );
    expect(all).toMatch(inOrder('Yard'));
    expect(all).toMatch(inOrder('Entrance clean', '✓', '4'));
    expect(all).toMatch(inOrder('Stockpiles tidy', '✓', '2'));
    expect(all).toMatch(inOrder('Yard score', '6'));
    expect(all).toMatch(inOrder('Floors clean', '✓', '5'));
    const total = dataOf<ReportDetails>(await h.get('a2', `/api/reports/${scorecard}`)).totalScore;
    expect(total).toBeGreaterThan(0);
    expect(all).toMatch(inOrder('Grand Total', `${total}%`));
    expect(all).toMatch(inOrder(`Total Score: ${total}%`, 'Inspector: a2'));
    expect(all).toMatch(inOrder('List all items scored =<3', '•', 'Stockpiles tidy'));
    // The check sheet: its day columns, a mark under each checked day, the repair line per slot.
    expect(all).toMatch(inOrder('Item', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'));
    expect(all).toMatch(inOrder('Plant walk-around', '✓', 'Repair comment', 'Gate latch'));
    expect(all).toMatch(inOrder('Spill kits stocked', '✓'));
  });
});
