import { answerOf, type AnswerLookup } from './answer-slots';
import { RATING_SCALE } from './forms-vocabulary';
import type { SetupQuestion } from './inspection-forms';
import { formatDisplayDate, parseDate } from './periods';
import { isChoiceQuestion } from './question-tree';

/**
 * Housekeeping scorecards (spec 2 §4, §9). A rated item is a choice question answered on the rating scale;
 * N/A and unanswered items are not rated. Scorecards are flat lists, so only the top level is read.
 */
export const LOW_SCORE_THRESHOLD = 3;
export const NO_ITEMS_FOUND = 'No items found';
export const NO_PRIOR_SCORE = 'NILL';

export type ScoredQuestion = Pick<SetupQuestion, 'questionType' | 'question' | 'choices' | 'questionId'>;

export interface BlockScore {
  /** The BlockScore question that shows this block's score. */
  questionId: number | null | undefined;
  score: number;
  /** How many items of the block were rated (N/A and unanswered items are not). */
  rated: number;
}

export interface PriorScore {
  /** 'YYYY-MM-DD' (a full ISO timestamp is cut to its date) or 'MM-DD-YYYY'. */
  date: string;
  totalScore: number | null;
}

/** 1 for Unacceptable .. 5 for Excellent; undefined for N/A, an empty answer or any other text. */
export function ratingScore(answer: string | null | undefined): number | undefined {
  const index = RATING_SCALE.findIndex((rating) => rating === answer);
  return index < 0 ? undefined : index + 1;
}

interface RatedItem {
  question: ScoredQuestion;
  score: number;
}

function ratedItem(question: ScoredQuestion, answers: AnswerLookup): RatedItem | undefined {
  if (!isChoiceQuestion(question)) return undefined;
  const score = ratingScore(answerOf(answers, question.questionId));
  return score === undefined ? undefined : { question, score };
}

const ratedItems = (questions: readonly ScoredQuestion[], answers: AnswerLookup): RatedItem[] =>
  questions.flatMap((q) => ratedItem(q, answers) ?? []);

/** A block is the rated items after the last Subtitle or BlockScore, closed by a BlockScore question. */
export function blockScores(questions: readonly ScoredQuestion[], answers: AnswerLookup): BlockScore[] {
  const blocks: BlockScore[] = [];
  let open: RatedItem[] = [];
  for (const q of questions) {
    if (q.questionType === 'BlockScore') {
      const score = open.reduce((sum, item) => sum + item.score, 0);
      blocks.push({ questionId: q.questionId, score, rated: open.length });
    }
    if (q.questionType === 'BlockScore' || q.questionType === 'Subtitle') open = [];
    const item = ratedItem(q, answers);
    if (item) open.push(item);
  }
  return blocks;
}

/**
 * The rounded percent of the ratings over 5 points per rated item; null when nothing is rated. On a
 * scorecard every rated item sits in a block, so the sum of ratings is the sum of the block scores; an item
 * outside any block still counts rather than silently dropping out of the total.
 */
export function totalScore(questions: readonly ScoredQuestion[], answers: AnswerLookup): number | null {
  const items = ratedItems(questions, answers);
  if (items.length === 0) return null;
  const sum = items.reduce((total, item) => total + item.score, 0);
  return Math.round((100 * sum) / (5 * items.length));
}

/** The texts of the items rated Fair or lower, in form order. */
export const lowScoreItems = (questions: readonly ScoredQuestion[], answers: AnswerLookup): string[] =>
  ratedItems(questions, answers)
    .filter((item) => item.score <= LOW_SCORE_THRESHOLD)
    .map((item) => item.question.question);

/** The text of 'List all items scored =<3': one item per line, or 'No items found'. */
export function lowScoreNotes(questions: readonly ScoredQuestion[], answers: AnswerLookup): string {
  const items = lowScoreItems(questions, answers);
  return items.length ? items.join('\n') : NO_ITEMS_FOUND;
}

/**
 * The prior scorecard as '{MM/dd/yyyy} - {score}%', e.g. '02/27/2026 - 87%'; 'NILL' when there is none,
 * it has no score or its date cannot be read.
 */
export function priorScoreLabel(prior: PriorScore | null | undefined): string {
  const date = prior ? parseDate(prior.date.slice(0, 10)) : undefined;
  if (!prior || !date || prior.totalScore === null) return NO_PRIOR_SCORE;
  return `${formatDisplayDate(date)} - ${prior.totalScore}%`;
}
