import { describe, expect, it } from 'vitest';
import { nestingDepth } from './request-limits';

const tree = (levels: number) => {
  let list: unknown[] = [];
  for (let i = 0; i < levels; i++) list = [{ questionId: i + 1, subQuestions: list }];
  return list;
};

describe('nestingDepth', () => {
  it('counts the levels of a tree, the top level being 1, empty lists not counting', () => {
    expect(nestingDepth([], 'subQuestions', 10)).toBe(0);
    expect(nestingDepth(tree(1), 'subQuestions', 10)).toBe(1);
    expect(nestingDepth([{ subQuestions: [] }, ...tree(3)], 'subQuestions', 10)).toBe(3);
  });

  it('ignores what is not a list of objects', () => {
    expect(nestingDepth('text', 'subQuestions', 10)).toBe(0);
    expect(nestingDepth([1, null, { subQuestions: 'x' }], 'subQuestions', 10)).toBe(1);
  });

  it('measures a tree far deeper than the stack allows, stopping just past the limit', () => {
    expect(nestingDepth(tree(200_000), 'subQuestions', 10)).toBe(11);
  });
});
