import { describe, expect, it } from 'vitest';
import { canonicalParentId, LIBRARY_PARENT_IDS } from './library-parent-ids';

describe('canonicalParentId', () => {
  it("reads 'QuarterVisual' as the 'QTR Visual' family (spec 1 §3) and leaves other parent ids as they are", () => {
    expect(canonicalParentId('QuarterVisual')).toBe(LIBRARY_PARENT_IDS.qtrVisual);
    expect(canonicalParentId(LIBRARY_PARENT_IDS.qtrVisual)).toBe(LIBRARY_PARENT_IDS.qtrVisual);
    expect(canonicalParentId('Monthly SW')).toBe('Monthly SW');
    expect(canonicalParentId('quartervisual')).toBe('quartervisual');
  });
});
