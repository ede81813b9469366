import { NOT_APPLICABLE, RATING_SCALE, SPECIAL_PARENT_IDS, type QuestionType } from '@envirotrack/shared';
import { builtInForms } from './index';
import type { LibraryForm, LibraryQuestion } from './types';

/** Helpers of the library data tests. */
const ANSWERABLE: readonly QuestionType[] = ['ObjectiveType', 'Dropdown', 'Text', 'Comments', 'Date', 'Time'];
export const isAnswerable = (q: LibraryQuestion) => ANSWERABLE.includes(q.type);

/** Numbered questions: answerable top-level questions (sub-questions are not counted). */
export const numbered = (form: LibraryForm) => form.questions.filter(isAnswerable);

/** Every question of every form at every depth, with where it sits. */
export function allQuestions(): { form: LibraryForm; q: LibraryQuestion; where: string }[] {
  const out: { form: LibraryForm; q: LibraryQuestion; where: string }[] = [];
  const walk = (form: LibraryForm, qs: readonly LibraryQuestion[], path: string) =>
    qs.forEach((q, i) => {
      const where = `${form.key} ${path}${i}: ${q.text}`;
      out.push({ form, q, where });
      q.sub?.forEach((s, j) => walk(form, s.questions, `${path}${i}.${j}/`));
    });
  builtInForms.forEach((form) => walk(form, form.questions, ''));
  return out;
}

export const missing = <T>(all: readonly T[], has: (x: T) => boolean) => all.filter((x) => !has(x));

export const byKey = (key: string): LibraryForm => {
  const form = builtInForms.find((f) => f.key === key);
  if (!form) throw new Error(`no form ${key}`);
  return form;
};

export const OUTFALLS = ['Outfall 1', 'Outfall 2', 'Outfall 3', 'Outfall 4', 'Outfall 5', 'Outfall 6'];
export const HOUSEKEEPING_CHOICES = [...RATING_SCALE, NOT_APPLICABLE];
export const housekeepingIds: string[] = [
  SPECIAL_PARENT_IDS.housekeepingPlant,
  SPECIAL_PARENT_IDS.housekeepingShop,
];
