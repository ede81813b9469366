import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatMdyDate,
  periodKey,
  periodRange,
  today,
  type ReportDetails,
  type ReportVersion,
  type SetupQuestion,
} from '@envirotrack/shared';
import { inspectionFlags, organisations, questions } from '../../db/schema';
import { dataOf, idsByText, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

const flat = (tree: readonly SetupQuestion[]): SetupQuestion[] =>
  tree.flatMap((q) => [q, ...flat(q.subQuestions)]);

/** A daily inspection at P1 on `date`: the fence needs work (flagged), weather answered, by a4. */
async function dailyReport(date: string, withWeather = true) {
  const q = idsByText((await h.form('a4', 'ix-daily', date)).questions);
  const saved = dataOf<{ inspectionId: number; version: number }>(
    await h.post(
      'a4',
      '/api/submitinspection',
      await h.body('a4', 'ix-daily', {
        inspectionDate: formatMdyDate(date),
        answers: [
          { questionId: q['Silt fence intact?'] ?? 0, answer: 'Needs Work' },
          { questionId: q['Describe the repair'] ?? 0, answer: 'Fence post down at the gate' },
          ...(withWeather ? [{ questionId: q['Weather'] ?? 0, answer: 'Dry' }] : []),
        ],
      }),
    ),
  );
  return { q, ...saved };
}

describe('GET /api/reports/{inspectionId}', () => {
  it('answers the report to every role that may see the plant, with plant, form, flags and signature', async () => {
    const date = addDays(today(), -20);
    const { q, inspectionId } = await dailyReport(date);
    for (const who of ['l1', 'a2', 'a3', 'a4'] as const) {
      const report = dataOf<ReportDetails>(await h.get(who, `/api/reports/${inspectionId}`));
      expect(report, who).toMatchObject({
        inspectionId,
        formId: 'ix-daily',
        inspectionName: 'Fixture Daily Inspection',
        parentId: 'DailyForm',
        permitType: 'Water',
        frequency: 'Daily',
        inspectionDate: date,
        isDeclarationRequired: false,
        plant: { plantId: 'P1', plantName: 'P1 Ready Mix', facilityType: 'Ready Mix', regionName: 'North' },
        pointSource: null,
        isPermanent: 'Yes',
        submittedBy: { id: ctx.userIds.a4 },
        updatedBy: { id: ctx.userIds.a4 },
        signOffLabel: null,
        priorScore: null,
      });
      expect(report.flags, who).toMatchObject([
        { questionId: q['Silt fence intact?'], answer: 'Needs Work', status: 'open', followUpBy: null },
      ]);
      expect(report.signature, who).toMatchObject({ matchesAnswers: true, signedBy: { id: ctx.userIds.a4 } });
      expect(
        report.versions.map((v) => v.version),
        who,
      ).toEqual([1]);
    }
    const acting = await h.get('l1', `/api/reports/${inspectionId}?orgId=${ctx.orgA}`);
    expect(dataOf<ReportDetails>(acting).inspectionId).toBe(inspectionId);
  });

  it("names the plant's organisation and its logo, which heads the printed report", async () => {
    const { inspectionId } = await dailyReport(addDays(today(), -28));
    const logoUrl = '/api/files/companyLogos/report-logo.png';
    await ctx.t.db.update(organisations).set({ logoUrl }).where(eq(organisations.id, ctx.orgA));
    try {
      const report = dataOf<ReportDetails>(await h.get('l1', `/api/reports/${inspectionId}`));
      expect(report.organisation).toEqual({ name: 'Inspections A', logoUrl });
    } finally {
      await ctx.t.db.update(organisations).set({ logoUrl: null }).where(eq(organisations.id, ctx.orgA));
    }
  });

  it('numbers the questions by level and keeps sub-questions under the answer they belong to', async () => {
    const { q, inspectionId } = await dailyReport(addDays(today(), -21));
    const report = dataOf<ReportDetails>(await h.get('a2', `/api/reports/${inspectionId}`));
    const fence = report.questions.find((x) => x.questionId === q['Silt fence intact?']);
    expect(fence?.questionNum).toBe('1');
    expect(fence?.subQuestions.map((s) => [s.questionNum, s.answerSelected])).toEqual([
      ['1.1', 'Needs Work'],
    ]);
    expect(report.questions.find((x) => x.questionType === 'Title')?.questionNum).toBeUndefined();
  });

  it('answers 404 for another organisation, an L3 of another region, an L4 of another plant, and a missing one', async () => {
    const { inspectionId } = await dailyReport(addDays(today(), -22));
    for (const who of ['b2', 'a3south', 'a4other'] as const) {
      const response = await h.get(who, `/api/reports/${inspectionId}`);
      expect(response.statusCode, who).toBe(404);
      expect(response.body, who).not.toContain('P1 Ready Mix');
      const version = await h.get(who, `/api/reports/${inspectionId}/versions/1`);
      expect(version.statusCode, who).toBe(404);
    }
    const missing = await h.get('a2', '/api/reports/2147483000');
    expect(missing.statusCode).toBe(404);
    expect((await h.get('a2', `/api/reports/${inspectionId}`)).statusCode).toBe(200);
  });

  it('refuses ids that cannot name an inspection or a version with 400', async () => {
    for (const url of [
      '/api/reports/abc',
      '/api/reports/0',
      '/api/reports/-4',
      '/api/reports/2147483648',
      '/api/reports/1.5',
      '/api/reports/1/versions/x',
      '/api/reports/1/versions/0',
    ]) {
      const response = await h.get('a2', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().status, url).toBe('invalid');
    }
  });

  it('still shows a question retired in the set-up, with its answer, on a report made before', async () => {
    const { q, inspectionId } = await dailyReport(addDays(today(), -23));
    const weather = q['Weather'] ?? 0;
    // What a set-up edit of the wording does (forms.service): the old row is retired and kept in place.
    await ctx.t.db
      .update(questions)
      .set({ status: 3, retiredAt: new Date() })
      .where(eq(questions.id, weather));
    try {
      const report = dataOf<ReportDetails>(await h.get('a2', `/api/reports/${inspectionId}`));
      const shown = flat(report.questions).find((x) => x.questionId === weather);
      expect(shown).toMatchObject({ question: 'Weather', questionStatus: 3 });
      expect(report.answers).toContainEqual({ questionId: weather, moduleIndex: 0, answer: 'Dry' });
      // A report that never answered it does not show it.
      const other = await dailyReport(addDays(today(), -24), false);
      const later = dataOf<ReportDetails>(await h.get('a2', `/api/reports/${other.inspectionId}`));
      expect(flat(later.questions).map((x) => x.questionId)).not.toContain(weather);
    } finally {
      await ctx.t.db.update(questions).set({ status: 1, retiredAt: null }).where(eq(questions.id, weather));
    }
  });

  it('shows a closed flag with its remark, date and who followed it up', async () => {
    const { q, inspectionId } = await dailyReport(addDays(today(), -25));
    const followUpDate = addDays(today(), -1);
    await ctx.t.db
      .update(inspectionFlags)
      .set({
        status: 'closed',
        followUpRemark: 'Post reset',
        followUpDate,
        followUpBy: ctx.userIds.a3,
        closedAt: new Date(),
      })
      .where(eq(inspectionFlags.inspectionId, inspectionId));
    const report = dataOf<ReportDetails>(await h.get('a4', `/api/reports/${inspectionId}`));
    expect(report.flags).toMatchObject([
      {
        questionId: q['Silt fence intact?'],
        status: 'closed',
        followUpRemark: 'Post reset',
        followUpDate,
        followUpBy: { id: ctx.userIds.a3, name: expect.stringContaining('a3') as string },
      },
    ]);
  });

  it('gives a scorecard the prior scorecard of the plant', async () => {
    const thisMonth = periodRange(periodKey('Monthly', today()))?.first ?? '';
    const twoMonthsAgo = periodRange(periodKey('Monthly', addDays(addDays(thisMonth, -1), -31)))?.first ?? '';
    const q = idsByText((await h.form('a2', 'ix-housekeeping', twoMonthsAgo)).questions);
    const save = async (date: string, answer: string) =>
      dataOf<{ inspectionId: number }>(
        await h.post(
          'a2',
          '/api/submitinspection',
          await h.body('a2', 'ix-housekeeping', {
            inspectionDate: formatMdyDate(date),
            answers: [{ questionId: q['Entrance clean'] ?? 0, answer }],
          }),
        ),
      );
    await save(twoMonthsAgo, 'Good');
    const current = await save(thisMonth, 'Excellent');
    const report = dataOf<ReportDetails>(await h.get('a2', `/api/reports/${current.inspectionId}`));
    expect(report.priorScore).toEqual({ date: twoMonthsAgo, totalScore: 80 });
    expect(report.totalScore).toBe(100);
    expect(report.signOffLabel).toBe('Plant Leadperson');
  });
});

describe('the PDF viewer of the report', () => {
  it('may show an attachment from an object URL in a frame (frame-src blob:), and nothing from elsewhere', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/health' });
    const frameSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe("frame-src 'self' blob:");
  });
});

describe('GET /api/reports/{inspectionId}/versions/{version}', () => {
  it('answers each version as saved, and whether its signature covered its answers', async () => {
    const date = addDays(today(), -26);
    const { q, inspectionId, version } = await dailyReport(date);
    const first = dataOf<ReportDetails>(await h.get('a2', `/api/reports/${inspectionId}`));
    const update = await h.post('a3', `/api/updateinspection/${inspectionId}`, {
      ...(await h.body('a3', 'ix-daily', { inspectionDate: formatMdyDate(date) })),
      answers: [
        { questionId: q['Silt fence intact?'] ?? 0, answer: 'Ok' },
        { questionId: q['Weather'] ?? 0, answer: 'Rain' },
      ],
      signatureUrls: [first.signature?.name ?? ''],
      version,
    });
    expect(update.statusCode, update.body).toBe(200);

    const report = dataOf<ReportDetails>(await h.get('a4', `/api/reports/${inspectionId}`));
    expect(report.versions.map((v) => [v.version, v.savedBy.id])).toEqual([
      [1, ctx.userIds.a4],
      [2, ctx.userIds.a3],
    ]);
    expect(report.signature?.matchesAnswers).toBe(false);
    expect(report.editedAfterSigning?.by.id).toBe(ctx.userIds.a3);

    const v1 = dataOf<ReportVersion>(await h.get('a4', `/api/reports/${inspectionId}/versions/1`));
    expect(v1).toMatchObject({ version: 1, savedBy: { id: ctx.userIds.a4 }, isPermanent: 'Yes' });
    expect(v1.answers).toContainEqual({ questionId: q['Weather'], moduleIndex: 0, answer: 'Dry' });
    expect(v1.signature?.matchesAnswers).toBe(true);
    const v2 = dataOf<ReportVersion>(await h.get('a4', `/api/reports/${inspectionId}/versions/2`));
    expect(v2.answers).toContainEqual({ questionId: q['Weather'], moduleIndex: 0, answer: 'Rain' });
    expect(v2.changedQuestionIds.sort()).toEqual(
      [q['Silt fence intact?'], q['Weather'], q['Describe the repair']].sort(),
    );
    expect(v2.signature?.matchesAnswers).toBe(false);

    const none = await h.get('a4', `/api/reports/${inspectionId}/versions/3`);
    expect(none.statusCode).toBe(404);
  });
});
