import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addDays, formatMdyDate, today, type EvidencePack } from '@envirotrack/shared';
import { dataOf, idsByText, inspectionsHarness } from './inspections.harness';

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
  expect(saved.statusCode, saved.body).toBe(200);
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
});
