import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  evidencePackMessages,
  formatMdyDate,
  today,
  type EvidencePack,
  type ReportDetails,
  type VerifyResult,
} from '@envirotrack/shared';
import { IMAGES } from '../../../test/factories';
import { rowsOf, submitDaily } from './flags.harness';
import { dataOf, inspectionsHarness, type Person } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

const report = async (inspectionId: number) =>
  dataOf<ReportDetails>(await h.get('a2', `/api/reports/${inspectionId}`));

/** A flagged daily report closed with a photo, and one edited by someone else after it was signed. */
async function records(closedOn: string, editedOn: string) {
  const closed = await submitDaily(h, closedOn);
  const photo = dataOf<{ name: string }>(await h.upload('a2', 'fence-fixed.png', IMAGES.png)).name;
  const closing = await h.post('a2', '/api/markflagged', {
    inspectionId: closed.inspectionId,
    questionId: closed.fence,
    comments: 'Fence re-staked by the yard crew.',
    date: formatMdyDate(today()),
    evidence: photo,
  });
  expect(closing.statusCode, closing.body).toBe(200);
  const edited = await submitDaily(h, editedOn, { answer: 'Ok' });
  const signed = await report(edited.inspectionId);
  const update = await h.post('a3', `/api/updateinspection/${edited.inspectionId}`, {
    ...(await h.body('a3', 'ix-daily', { inspectionDate: formatMdyDate(editedOn) })),
    answers: [
      { questionId: edited.fence, answer: 'Ok' },
      { questionId: edited.weather, answer: 'Rain' },
    ],
    signatureUrls: [signed.signature?.name ?? ''],
    version: edited.version,
  });
  expect(update.statusCode, update.body).toBe(200);
  return {
    closed,
    edited,
    hashOf: {
      closed: (await report(closed.inspectionId)).signature?.answersHash ?? '',
      edited: signed.signature?.answersHash ?? '',
    },
  };
}

const start = (who: Person, plantId: number, body: object) =>
  h.post(who, `/api/plants/${plantId}/evidence-packs`, body);

async function packText(who: Person, packId: number) {
  const file = await h.get(who, `/api/evidence-packs/${packId}/file`);
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(file.rawPayload));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text };
}

describe('record verification (GET /api/verify and GET /verify)', () => {
  it('confirms an intact record, tells one edited after signing, and refuses an unknown hash', async () => {
    const { closed, edited, hashOf } = await records(addDays(today(), -40), addDays(today(), -41));
    const intact = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/verify/${closed.inspectionId}/${hashOf.closed}`,
    });
    expect(dataOf<VerifyResult>(intact)).toEqual({
      verdict: 'unchanged',
      plantId: 'P1',
      form: 'Fixture Daily Inspection',
      period: expect.stringContaining('Daily:'),
      signer: expect.stringContaining('a4'),
      signedAt: expect.any(String),
      changedAnswers: null,
      changedAt: null,
    });
    // Nothing of the answers is told.
    expect(intact.body).not.toContain('Needs Work');
    const page = await ctx.t.app.inject({
      method: 'GET',
      url: `/verify/${closed.inspectionId}/${hashOf.closed}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(evidencePackMessages.verifyUnchanged);
    expect(page.body).toContain('P1');

    const changed = dataOf<VerifyResult>(
      await ctx.t.app.inject({ method: 'GET', url: `/api/verify/${edited.inspectionId}/${hashOf.edited}` }),
    );
    expect(changed).toMatchObject({ verdict: 'changed', changedAnswers: 1, plantId: 'P1' });
    const changedPage = await ctx.t.app.inject({
      method: 'GET',
      url: `/verify/${edited.inspectionId}/${hashOf.edited}`,
    });
    expect(changedPage.body).toContain(evidencePackMessages.verifyChanged(1, changed.changedAt));

    const unknown = 'ab'.repeat(32);
    for (const url of [
      `/api/verify/${closed.inspectionId}/${unknown}`,
      `/api/verify/999999/${hashOf.closed}`,
    ]) {
      const response = await ctx.t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(evidencePackMessages.verifyUnknown);
    }
    // Another record's hash does not verify this one.
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/api/verify/${closed.inspectionId}/${hashOf.edited}` }))
        .statusCode,
    ).toBe(404);
    const unknownPage = await ctx.t.app.inject({
      method: 'GET',
      url: `/verify/${closed.inspectionId}/${unknown}`,
    });
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toContain(evidencePackMessages.verifyUnknown);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/api/verify/${closed.inspectionId}/not-a-hash` }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/verify/${closed.inspectionId}/not-a-hash` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('evidence pack (POST /api/plants/{plantId}/evidence-packs, GET/DELETE /api/evidence-packs/{packId})', () => {
  it('makes one searchable PDF: cover, compliance table, each report, flag log, edited note and appendix', async () => {
    const from = addDays(today(), -70);
    const { closed, edited, hashOf } = await records(addDays(today(), -60), addDays(today(), -61));
    const started = await start('a2', ctx.p1, { from, to: today(), permitTypes: ['Water'] });
    const pack = dataOf<EvidencePack>(started);
    // Jobs run in the caller in tests: the pack is made by the time the request answers.
    expect(pack).toMatchObject({ plantId: ctx.p1, state: 'done', permitTypes: ['Water'] });
    expect(pack.done).toBe(pack.total);
    expect(pack.total).toBeGreaterThanOrEqual(2);
    expect(dataOf<EvidencePack>(await h.get('a2', `/api/evidence-packs/${pack.packId}`)).state).toBe('done');

    const { totalPages, pages } = await packText('a2', pack.packId);
    const all = pages.join('\n');
    expect(pages[0]).toContain('Evidence pack');
    expect(pages[0]).toContain('Inspections A');
    expect(pages[0]).toContain('P1 Ready Mix');
    expect(pages[0]).toContain('1200 Industrial St');
    expect(pages[0]).toContain('a2');
    expect(pages[0]).toContain(`${formatMdyDate(from)} to ${formatMdyDate(today())}`);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${totalPages}`));
    expect(all).toContain('Compliance');
    expect(all).toMatch(/Fixture Daily Inspection - Water, Daily \(\d+ Done, \d+ Missing, \d+ Not due\)/);
    expect(all).toContain('Fixture Monthly SW (Outfall 1)');
    expect(all).toContain('Silt fence intact?');
    expect(all).toContain('Fence re-staked by the yard crew.');
    expect(all).toContain('Flag log');
    expect(all).toContain('Photo of the follow-up: fence-fixed.png');
    expect(all).toContain('Reports edited after signing');
    expect(all).toContain('Answers changed after signing by a3');
    expect(all).toContain('Verification appendix');
    expect(all).toContain(hashOf.closed);
    expect(all).toContain(hashOf.edited);
    expect(all).toContain(`/verify/${closed.inspectionId}/${hashOf.closed}`);
    expect(all).toContain(`/verify/${edited.inspectionId}/${hashOf.edited}`);
  });

  it('is for those who may see the plant, and only its requester reads, cancels or downloads it', async () => {
    const body = { from: addDays(today(), -5), to: today(), permitTypes: ['Others'] };
    const outcomes: Record<string, number> = {};
    for (const who of ['l1', 'a2', 'a3', 'a3south', 'a4', 'a4other', 'b2'] as const)
      outcomes[who] = (await start(who, ctx.p1, body)).statusCode;
    expect(outcomes).toEqual({ l1: 200, a2: 200, a3: 200, a3south: 404, a4: 200, a4other: 404, b2: 404 });
    const mine = dataOf<EvidencePack>(await start('a3', ctx.p1, body));
    for (const who of ['a2', 'a4', 'b2'] as const) {
      expect((await h.get(who, `/api/evidence-packs/${mine.packId}`)).statusCode, who).toBe(404);
      expect((await h.get(who, `/api/evidence-packs/${mine.packId}/file`)).statusCode, who).toBe(404);
      const cancel = await ctx.t.app.inject({
        method: 'DELETE',
        url: `/api/evidence-packs/${mine.packId}`,
        headers: { authorization: `Bearer ${ctx.token[who]}` },
      });
      expect(cancel.statusCode, who).toBe(404);
    }
    expect(
      (await ctx.t.app.inject({ method: 'GET', url: `/api/evidence-packs/${mine.packId}` })).statusCode,
    ).toBe(401);
  });

  it('refuses a bad range or no permit type, changing nothing', async () => {
    const count = async () =>
      (await rowsOf<{ n: number }>(h, sql`select count(*)::int as n from evidence_packs`))[0]?.n;
    const before = await count();
    for (const body of [
      { from: today(), to: addDays(today(), -1), permitTypes: ['Water'] },
      { from: addDays(today(), -1200), to: today(), permitTypes: ['Water'] },
      { from: addDays(today(), -1), to: today(), permitTypes: [] },
      { from: '2026-02-30', to: today(), permitTypes: ['Water'] },
      { from: addDays(today(), -1), to: today(), permitTypes: ['Soil'] },
    ]) {
      const response = await start('a2', ctx.p1, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('cancels a pack still queued; a cancelled pack cannot be cancelled again nor downloaded', async () => {
    const [queued] = await rowsOf<{ id: number }>(
      h,
      sql`insert into evidence_packs (org_id, plant_id, requested_by, from_date, to_date, permit_types, expires_at)
          values (${ctx.orgA}, ${ctx.p1}, ${ctx.userIds.a2}, ${today()}, ${today()}, '{Water}', now() + interval '1 hour')
          returning id`,
    );
    const del = (id: number) =>
      ctx.t.app.inject({
        method: 'DELETE',
        url: `/api/evidence-packs/${id}`,
        headers: { authorization: `Bearer ${ctx.token.a2}` },
      });
    const cancelled = await del(queued?.id ?? 0);
    expect(dataOf<EvidencePack>(cancelled).state).toBe('cancelled');
    expect((await del(queued?.id ?? 0)).statusCode).toBe(409);
    expect((await h.get('a2', `/api/evidence-packs/${queued?.id}/file`)).statusCode).toBe(409);
  });
});
