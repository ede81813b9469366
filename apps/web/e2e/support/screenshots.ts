import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** With E2E_SHOTS_DIR set, keeps a full-page screenshot for a visual review, once transitions have settled. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
