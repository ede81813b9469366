/** Page size and pagination of every list (spec 1 §9). */
export const PAGE_SIZE = 20;

export const pageCount = (totalCount: number): number => Math.max(1, Math.ceil(totalCount / PAGE_SIZE));

/** Search text is reduced to letters, digits and spaces, on the client and again on the server. */
export const sanitizeSearch = (text: string): string => text.replace(/[^\p{L}\p{N} ]/gu, '').trim();

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The numbered pagination: current page +/- 2, the first and last page, ellipses between. */
export function pageItems(current: number, total: number): PageItem[] {
  const from = Math.max(1, current - 2);
  const to = Math.min(total, current + 2);
  const items: PageItem[] = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push('ellipsis-start');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < total - 1) items.push('ellipsis-end');
  if (to < total) items.push(total);
  return items;
}
