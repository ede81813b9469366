import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

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

/**
 * Lists axe's WCAG 2.1 A/AA violations on the page as it is now: rule, impact, the first targets and why.
 *
 * axe-core runs in the page itself, put there once per document: @axe-core/playwright's builder injected its
 * 570 KB source twice per check and opened a second page to merge the results, about 3 s of every check on
 * CI's two cores. Only violations are collected (`resultTypes`), and frames are not entered: the only frame
 * the app shows is the browser's own PDF viewer.
 */
async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    WCAG_21_AA,
  );
  return violations.map((violation) => {
    const shown = violation.nodes.slice(0, TARGETS_SHOWN);
    const targets = shown.map((node) => `    ${node.target.join(' ')}`);
    const more =
      violation.nodes.length > TARGETS_SHOWN ? [`    (+${violation.nodes.length - TARGETS_SHOWN} more)`] : [];
    const why = shown[0]?.any[0]?.message ?? shown[0]?.all[0]?.message ?? shown[0]?.none[0]?.message ?? '';
    return [`${violation.id} [${violation.impact ?? 'unknown'}] ${why}`, ...targets, ...more].join('\n');
  });
}

/**
 * Every screen a test shows is checked against WCAG 2.1 A/AA with axe; a violation fails the test (softly,
 * so one run reports every screen of the test). With E2E_SHOTS_DIR set, it also keeps a full-page
 * screenshot for a visual review.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await settle(page);
  let violations = await accessibilityViolations(page);
  // A toast that began to fade out after `settle` is half-transparent for a moment: measure once more when the
  // page has settled again. A real violation stays; a passing transition does not.
  if (violations.length) {
    await settle(page);
    violations = await accessibilityViolations(page);
  }
  expect
    .soft(violations, `axe WCAG 2.1 A/AA violations on screen '${name}':\n${violations.join('\n')}`)
    .toHaveLength(0);
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
