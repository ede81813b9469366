import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, formatMdyDate, mondayOf, today, type SetupQuestion } from '@envirotrack/shared';
import { fillInFormByApi } from './fill-in';
import { submitByApi, type PlantWithForms } from './inspections';

/** A Wednesday two weeks back: a past day every frequency allows, and a weekday for the check sheets. */
export const REPORT_DATE = addDays(mondayOf(today()), -12);

/** Every question of a tree, parents first. */
export const allQuestions = (tree: readonly SetupQuestion[]): SetupQuestion[] =>
  tree.flatMap((q) => [q, ...allQuestions(q.subQuestions)]);

export type Answering = (
  questions: SetupQuestion[],
) => { questionId: number; answer: string; moduleIndex?: number }[];

/** Submits one of the plant's forms for `isoDate` with the answers `answering` picks; answers the inspection id. */
export async function submitReport(
  request: APIRequestContext,
  made: PlantWithForms,
  key: string,
  isoDate: string,
  answering: Answering = () => [],
  extra: { imageUrls?: string[]; pointSource?: number | null } = {},
): Promise<number> {
  // A form with point sources is filled in for one: the one asked for, or its first.
  const pointSource = extra.pointSource ?? made.forms[key]?.PointSources[0]?.PsId ?? null;
  const form = await fillInFormByApi(request, made, key, isoDate, pointSource);
  const saved = await submitByApi(request, made.auth, {
    plantId: made.plant.id,
    formId: made.forms[key]?.FormId ?? key,
    inspectionDate: formatMdyDate(isoDate),
    answers: answering(allQuestions(form.questions)),
    pointSource,
    imageUrls: extra.imageUrls ?? [],
  });
  return saved.inspectionId;
}

/** The first question of the form that `pick` accepts, answered `answer` (its first choice when omitted). */
export const answerFirst =
  (pick: (q: SetupQuestion) => boolean, answer?: string): Answering =>
  (questions) => {
    const q = questions.find(pick);
    if (!q?.questionId) throw new Error('no such question in the form');
    return [{ questionId: q.questionId, answer: answer ?? q.choices[0] ?? 'Answered' }];
  };

/** Opens the report detail as the report lists link to it, and waits for the report. */
export async function openReport(page: Page, frequency: string, inspectionId: number, formId: string) {
  await page.goto(`/#/reports/${frequency.toLowerCase()}/${inspectionId}/${encodeURIComponent(formId)}`);
  const report = page.getByRole('article');
  await expect(report).toBeVisible();
  return report;
}
