import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, sanitizeSearch } from './lists';

describe('pagination', () => {
  it('counts pages of 20, with at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it('shows every page when there are few', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows the current page +/- 2 with the first and last page and ellipses', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('does not put an ellipsis between neighbours', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 8, 9, 10]);
  });
});

describe('search text', () => {
  it('keeps only letters, digits and spaces', () => {
    expect(sanitizeSearch("O'Brien & Sons #12; DROP")).toBe('OBrien  Sons 12 DROP');
    expect(sanitizeSearch('Québec plant')).toBe('Québec plant');
  });
});
