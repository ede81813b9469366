import {
  dateQuestionBounds,
  DISPLAY_ONLY_TYPES,
  isFlaggedAnswer,
  isIsoDate,
  isSlotItem,
  openWeekdays,
  parseTime,
  slotsOf,
  totalScore,
  WEEKDAYS,
  type AnswerItem,
  type DateBounds,
  type Frequency,
  type SetupQuestion,
} from '@envirotrack/shared';
import type { AnswerRecord } from '../../db/schema';
import { Problem } from '../../lib/problem';

/** A live question of the form with what the checks need to know about its place. */
interface Placed {
  question: SetupQuestion;
  parent: SetupQuestion | undefined;
  /** Slots of its answer: the item's own for a check item, the item's for the repair comment and date after it. */
  slots: readonly string[] | undefined;
}

export interface CheckedAnswers {
  answers: AnswerRecord[];
  flags: AnswerRecord[];
  totalScore: number | null;
}

interface CheckContext {
  /** The form's live question tree. */
  questions: readonly SetupQuestion[];
  /** Whether answers carry module indexes above 0 (module forms). */
  moduleForm: boolean;
  /** The form's frequency: repair-complete dates are bounded by its period. */
  frequency: Frequency;
  inspectionDate: string;
  today: string;
  /** The answers saved before (updates): closed weekday slots must keep them. */
  previous: readonly AnswerRecord[];
}

const bad = (message: string) => new Problem('badInput', message);
const label = (q: SetupQuestion) => (q.questionNum ? `question ${q.questionNum}` : `"${q.question}"`);
const computed = (q: SetupQuestion) => q.questionType === 'BlockScore' || q.questionType === 'TotalScore';

function placeQuestions(questions: readonly SetupQuestion[]): Map<number, Placed> {
  const placed = new Map<number, Placed>();
  const walk = (list: readonly SetupQuestion[], parent: SetupQuestion | undefined) => {
    let item: SetupQuestion | undefined;
    for (const q of list) {
      if (isSlotItem(q)) item = q;
      else if (q.questionType === 'ObjectiveType' || q.questionType === 'Dropdown') item = undefined;
      const companion = item && q !== item && (q.questionType === 'Comments' || q.questionType === 'Date');
      const slots = q === item ? item.choices : companion ? item?.choices : undefined;
      if (q.questionId) placed.set(q.questionId, { question: q, parent, slots });
      walk(q.subQuestions, q);
    }
  };
  walk(questions, undefined);
  return placed;
}

function flatten(
  items: readonly AnswerItem[],
): { questionId: number; moduleIndex: number; answer: string }[] {
  return items.flatMap((item) => [
    { questionId: item.questionId, moduleIndex: item.moduleIndex ?? 0, answer: item.answer },
    ...flatten((item.subQuestions ?? []).map((sub) => ({ ...sub, moduleIndex: item.moduleIndex }))),
  ]);
}

/** The dates a Date question's answer (or one slot of it) may hold: the fill-in's bounds (spec 2 §5). */
type BoundsOf = (question: SetupQuestion, slot: string | undefined) => DateBounds;

/** Checks an answer; a date it already held when saved before is not bounded again (the bounds were then). */
function checkValue(place: Placed, value: string, boundsOf: BoundsOf, before: string | undefined): void {
  const { question } = place;
  const parts = place.slots ? slotsOf(value, place.slots.length) : [value];
  const saved = place.slots ? slotsOf(before, place.slots.length) : [before];
  if (place.slots && parts.length !== place.slots.length)
    throw bad(
      `The answer of ${label(question)} has ${parts.length} columns instead of ${place.slots.length}.`,
    );
  parts.forEach((part, i) => {
    if (part === '') return;
    switch (question.questionType) {
      case 'ObjectiveType':
      case 'Dropdown': {
        const allowed = place.slots && question === place.question && isSlotItem(question);
        if (allowed ? part !== question.choices[i] : !question.choices.includes(part))
          throw bad(`"${part}" is not one of the choices of ${label(question)}.`);
        return;
      }
      case 'Date': {
        if (!isIsoDate(part)) throw bad(`The answer of ${label(question)} is not a date (YYYY-MM-DD).`);
        if (saved[i] === part) return;
        const { min, max } = boundsOf(question, place.slots?.[i]);
        if (part > max) throw bad(`The date of ${label(question)} is after ${max}, the latest date allowed.`);
        if (min !== undefined && part < min)
          throw bad(`The date of ${label(question)} is before ${min}, the earliest date allowed.`);
        return;
      }
      case 'Time':
        if (!parseTime(part)) throw bad(`The answer of ${label(question)} is not a time (hh:mm AM).`);
        return;
      default:
        return;
    }
  });
}

/** Only the weekday of the inspection date may change on a daily-weekly sheet; the other days keep what they had. */
function checkClosedDays(place: Placed, value: string, before: string | undefined, open: boolean[]): void {
  if (place.slots?.length !== WEEKDAYS.length) return;
  const now = slotsOf(value, WEEKDAYS.length);
  const was = slotsOf(before, WEEKDAYS.length);
  const changed = WEEKDAYS.findIndex((day, i) => !open[i] && now[i] !== was[i]);
  if (changed >= 0)
    throw bad(`${WEEKDAYS[changed]} of ${label(place.question)} cannot be answered on this date.`);
}

/**
 * Checks a submission's answers against the form and computes what the server decides: the stored answers,
 * the flagged ones and the total score. Throws a 400 Problem naming the first answer that does not fit.
 */
export function checkAnswers(items: readonly AnswerItem[], context: CheckContext): CheckedAnswers {
  const placed = placeQuestions(context.questions);
  const boundsOf: BoundsOf = (question, slot) =>
    dateQuestionBounds(question.question, context.frequency, context.inspectionDate, context.today, slot);
  const open = openWeekdays(context.inspectionDate, context.today);
  const previous = new Map(context.previous.map((a) => [`${a.q}:${a.m}`, a.a]));
  const seen = new Map<string, string>();
  const answers: AnswerRecord[] = [];
  for (const { questionId, moduleIndex, answer } of flatten(items)) {
    const place = placed.get(questionId);
    if (!place) throw bad(`Question ${questionId} is not a question of this form.`);
    if (computed(place.question)) continue;
    if (DISPLAY_ONLY_TYPES.includes(place.question.questionType))
      throw bad(`${label(place.question)} is not answered: it only shows text.`);
    if (moduleIndex > 0 && !context.moduleForm) throw bad('Only module forms have more than one module.');
    const key = `${questionId}:${moduleIndex}`;
    if (seen.has(key)) throw bad(`${label(place.question)} is answered twice.`);
    seen.set(key, answer);
    checkValue(place, answer, boundsOf, previous.get(key));
    checkClosedDays(place, answer, previous.get(key), open);
    if (answer !== '') answers.push({ q: questionId, m: moduleIndex, a: answer });
  }
  for (const record of answers) {
    const { question, parent } = placed.get(record.q) ?? {};
    if (question && parent && seen.get(`${parent.questionId}:${record.m}`) !== question.answerSelected)
      throw bad(`${label(question)} is answered, but the answer of its parent question does not ask it.`);
  }
  for (const [key, before] of previous) {
    const [q] = key.split(':').map(Number);
    const place = placed.get(q ?? 0);
    if (place && !seen.has(key)) checkClosedDays(place, '', before, open);
  }
  const flags = answers.filter((record) => {
    const question = placed.get(record.q)?.question;
    return question ? isFlaggedAnswer(question, record.a) : false;
  });
  const firstModule = new Map(answers.filter((a) => a.m === 0).map((a) => [a.q, a.a]));
  return { answers, flags, totalScore: totalScore(context.questions, firstModule) };
}
