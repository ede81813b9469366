import type { Page } from '@playwright/test';

/** One term and its value in a definition list (a `div` holding a `dt` and a `dd`), found by the term. */
export const definitionField = (page: Page, term: string) =>
  page.locator('dl > div').filter({ has: page.locator('dt').getByText(term, { exact: true }) });
