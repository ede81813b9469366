import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const TARGETS_SHOWN = 5;

/**
 * Waits for finite animations and transitions (modals, menus, toasts fading in) to end, so axe measures
 * colours as the user finally sees them, not half-transparent; endless ones (loaders) are ignored.
 */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** Lists axe's WCAG 2.1 A/AA violations on the page as it is now, one line per rule. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => JSON.stringify(node.target));
    const more =
      violation.nodes.length > TARGETS_SHOWN ? ` (+${violation.nodes.length - TARGETS_SHOWN} more)` : '';
    return `${violation.id} [${violation.impact ?? 'unknown'}] ${violation.nodes.length} node(s): ${targets.join(', ')}${more}`;
  });
}

/**
 * Every screen a test shows is checked against WCAG 2.1 A/AA with axe; a violation fails the test (softly,
 * so one run reports every screen of the test). With E2E_SHOTS_DIR set, it also keeps a full-page
 * screenshot for a visual review.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await settle(page);
  expect
    .soft(await accessibilityViolations(page), `axe WCAG 2.1 A/AA violations on screen '${name}'`)
    .toEqual([]);
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
