import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, RATING_SCALE } from './forms-vocabulary';
import {
  blockScores,
  lowScoreItems,
  lowScoreNotes,
  NO_ITEMS_FOUND,
  priorScoreLabel,
  ratingScore,
  totalScore,
  type ScoredQuestion,
} from './scoring';

const CHOICES = [...RATING_SCALE, NOT_APPLICABLE];
const item = (questionId: number, question: string): ScoredQuestion => ({
  questionId,
  questionType: 'ObjectiveType',
  question,
  choices: CHOICES,
});
const shown = (questionType: ScoredQuestion['questionType'], questionId: number): ScoredQuestion => ({
  questionId,
  questionType,
  question: questionType,
  choices: [],
});

/** Two blocks: 'Yard' with items 2-4 (block score 5), 'Shop' with items 7-8 (block score 9). */
const scorecard: ScoredQuestion[] = [
  shown('Title', 100),
  shown('Subtitle', 1),
  item(2, 'Entrance'),
  item(3, 'Fences'),
  item(4, 'Parking'),
  shown('BlockScore', 5),
  shown('Subtitle', 6),
  item(7, 'Floors'),
  item(8, 'Tools'),
  shown('BlockScore', 9),
  shown('TotalScore', 10),
];

describe('housekeeping scoring', () => {
  it('scores Unacceptable to Excellent as 1 to 5 and leaves N/A and empty unscored', () => {
    expect(RATING_SCALE.map(ratingScore)).toEqual([1, 2, 3, 4, 5]);
    expect(ratingScore(NOT_APPLICABLE)).toBeUndefined();
    expect(ratingScore('')).toBeUndefined();
    expect(ratingScore(undefined)).toBeUndefined();
    expect(ratingScore('Ok')).toBeUndefined();
  });

  it('sums each block from the items since the previous subtitle', () => {
    const answers = { 2: 'Excellent', 3: 'Poor', 4: NOT_APPLICABLE, 7: 'Good', 8: 'Excellent' };
    expect(blockScores(scorecard, answers)).toEqual([
      { questionId: 5, score: 7, rated: 2 },
      { questionId: 9, score: 9, rated: 2 },
    ]);
  });

  it('starts a new block after a block score even without a subtitle', () => {
    const questions = [item(1, 'A'), shown('BlockScore', 2), item(3, 'B'), shown('BlockScore', 4)];
    expect(blockScores(questions, { 1: 'Fair', 3: 'Good' }).map((b) => b.score)).toEqual([3, 4]);
  });

  it('gives an unrated block a score of 0 from 0 items', () => {
    expect(blockScores(scorecard, { 7: 'Good' })[0]).toEqual({ questionId: 5, score: 0, rated: 0 });
  });

  it('reads answers from a Map as well as from a record', () => {
    const answers = new Map([
      [2, 'Good'],
      [7, 'Fair'],
    ]);
    expect(blockScores(scorecard, answers).map((b) => b.score)).toEqual([4, 3]);
    expect(totalScore(scorecard, answers)).toBe(70);
  });

  it('leaves N/A items out of the total', () => {
    expect(totalScore(scorecard, { 2: 'Excellent', 3: NOT_APPLICABLE, 4: NOT_APPLICABLE })).toBe(100);
    expect(totalScore(scorecard, { 2: 'Excellent', 3: 'Unacceptable' })).toBe(60);
  });

  it('rounds the total percent to the nearest whole number, halves up', () => {
    // 5 + 4 + 4 = 13 of 15 points: 86.67%.
    expect(totalScore(scorecard, { 2: 'Excellent', 3: 'Good', 4: 'Good' })).toBe(87);
    // 33 of 40 points over eight items: exactly 82.5%.
    const eight = Array.from({ length: 8 }, (_, i) => item(i + 1, `Item ${i + 1}`));
    const answers = {
      1: 'Excellent',
      2: 'Good',
      3: 'Good',
      4: 'Good',
      5: 'Good',
      6: 'Good',
      7: 'Good',
      8: 'Good',
    };
    expect(totalScore([...eight, shown('BlockScore', 9)], answers)).toBe(83);
  });

  it('has no total when nothing is rated', () => {
    expect(totalScore(scorecard, {})).toBeNull();
    expect(totalScore(scorecard, { 2: NOT_APPLICABLE })).toBeNull();
  });

  it('does not score rating words typed into a text question', () => {
    const questions = [{ ...shown('Text', 1), question: 'Comment' }, item(2, 'Entrance')];
    expect(totalScore(questions, { 1: 'Excellent', 2: 'Poor' })).toBe(40);
  });

  it('lists the items rated Fair or lower in form order for the notes', () => {
    const answers = { 2: 'Fair', 3: 'Good', 4: 'Unacceptable', 7: NOT_APPLICABLE, 8: 'Poor' };
    expect(lowScoreItems(scorecard, answers)).toEqual(['Entrance', 'Parking', 'Tools']);
    expect(lowScoreNotes(scorecard, answers)).toBe('Entrance\nParking\nTools');
  });

  it("writes 'No items found' when no item is rated Fair or lower", () => {
    expect(lowScoreNotes(scorecard, { 2: 'Good', 3: NOT_APPLICABLE })).toBe(NO_ITEMS_FOUND);
    expect(NO_ITEMS_FOUND).toBe('No items found');
  });
});

describe('prior scorecard label', () => {
  it('shows the prior date as MM/dd/yyyy with its score in percent', () => {
    expect(priorScoreLabel({ date: '2026-02-27', totalScore: 87 })).toBe('02/27/2026 - 87%');
    expect(priorScoreLabel({ date: '2026-02-27T17:00:00.000Z', totalScore: 0 })).toBe('02/27/2026 - 0%');
    expect(priorScoreLabel({ date: '02-27-2026', totalScore: 100 })).toBe('02/27/2026 - 100%');
  });

  it("shows 'NILL' when there is no prior scorecard or it has no score", () => {
    expect(priorScoreLabel(null)).toBe('NILL');
    expect(priorScoreLabel(undefined)).toBe('NILL');
    expect(priorScoreLabel({ date: '2026-02-27', totalScore: null })).toBe('NILL');
    expect(priorScoreLabel({ date: 'yesterday', totalScore: 50 })).toBe('NILL');
  });
});
