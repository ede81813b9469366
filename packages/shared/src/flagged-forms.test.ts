import { describe, expect, it } from 'vitest';
import {
  answerNeedsWork,
  CERTIFIED_FLAGGED_PARENTS,
  flaggedFormType,
  flaggedQuestionLabel,
  flaggedQuestionShown,
  flaggedFormsQuery,
} from './flagged-forms';
import { LIBRARY_PARENT_IDS } from './library-parent-ids';

describe('flagged form rules (spec 3 §2.7)', () => {
  it("hide the form's own Submitted By and Date questions, in any case or with a colon, and nothing else", () => {
    for (const text of ['Submitted By', 'submitted by:', ' Date ', 'DATE:'])
      expect(flaggedQuestionShown(text), text).toBe(false);
    for (const text of ['Date of inspection', 'Submitted By whom?', 'Actions Taken'])
      expect(flaggedQuestionShown(text), text).toBe(true);
  });

  it("relabel 'Actions Taken' with a trailing colon, once", () => {
    expect(flaggedQuestionLabel('Actions Taken')).toBe('Actions Taken:');
    expect(flaggedQuestionLabel('actions taken:')).toBe('Actions Taken:');
    expect(flaggedQuestionLabel('Actions Taken Today')).toBe('Actions Taken Today');
  });

  it("see 'Needs work-' in an answer in any case", () => {
    expect(answerNeedsWork('Needs work- hinge')).toBe(true);
    expect(answerNeedsWork('NEEDS WORK-')).toBe(true);
    expect(answerNeedsWork('Needs Work')).toBe(false);
  });

  it('name the type with its point source and certify the stormwater monthly and shop families', () => {
    expect(flaggedFormType('Monthly SW', 'Outfall 1')).toBe('Monthly SW (Outfall 1)');
    expect(flaggedFormType('Daily Form', null)).toBe('Daily Form');
    expect(CERTIFIED_FLAGGED_PARENTS).toEqual([
      LIBRARY_PARENT_IDS.monthlySw,
      LIBRARY_PARENT_IDS.shopInspection,
    ]);
  });

  it('read the order and reduce the search to letters, digits and spaces', () => {
    expect(flaggedFormsQuery.parse({ isAsc: 'true', searchText: '11/25/2026' })).toEqual({
      isAsc: true,
      searchText: '11252026',
    });
    expect(flaggedFormsQuery.safeParse({ isAsc: 'yes' }).success).toBe(false);
  });
});
