const two = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as its day in the browser's time zone, MM/dd/yyyy (spec 1 and 2 §9). Written by hand rather than with
 * Intl.DateTimeFormat: the first Intl formatter a page makes loads the browser's ICU data, about 30-45 ms of
 * one long task on the plants and users lists' first load in the browser.
 */
export function formatLocalDate(iso: string): string {
  const date = new Date(iso);
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}
