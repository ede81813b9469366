import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { plantActionMessages } from '@envirotrack/shared';
import { createPlantByApi, plantField, serveMap } from './support/plants';
import { signIn } from './support/session';
import { confirmDialog } from './support/users';

/** The build the test server serves (its default WEB_DIST). */
const DIST = path.resolve(import.meta.dirname, '../dist');

/** Components every visit used to load and most never show (their display names, as the build keeps them). */
const OVERLAYS = [
  '@mantine/notifications/Notifications',
  '@mantine/modals/ModalsContext',
  '@mantine/core/Drawer',
  '@mantine/core/Modal',
];

test("every visit's first code leaves out the overlays: toasts, dialogs and the drawer", async () => {
  const files = await readdir(path.join(DIST, 'assets'));
  const shell = files.filter((file) => /^shell-[\w-]+\.js$/.test(file));
  expect(shell).toHaveLength(1);
  const code = await readFile(path.join(DIST, 'assets', shell[0] ?? ''), 'utf8');
  // The shell keeps the header's menus ...
  expect(code).toContain('displayName=`@mantine/core/Menu`');
  // ... not the toasts' container, the modals' provider, the drawer nor the organisation switch's dialog.
  for (const name of OVERLAYS) expect(code).not.toContain(`displayName=\`${name}\``);
  // Nor does a first screen preload them (index.html's boot script).
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  expect(html).not.toMatch(/overlays-|mobile-nav-|switch-modal-/);
});

test('a first visit fetches the overlays after the page has loaded and builds them when first asked', async ({
  page,
  request,
}) => {
  const { plant } = await createPlantByApi(request);
  await serveMap(page);
  await signIn(page, 'gv.admin');
  await page.goto('about:blank');
  await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
  await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
  // Once the browser is idle after the load event, the code arrives, and nothing is built from it yet.
  const timing = () =>
    page.evaluate(() => {
      const overlays = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/assets/overlays-'));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return overlays && navigation ? { start: overlays.startTime, loaded: navigation.loadEventEnd } : null;
    });
  await expect.poll(timing).not.toBeNull();
  const { start, loaded } = (await timing()) ?? { start: 0, loaded: 1 };
  expect(loaded).toBeGreaterThan(0);
  expect(start).toBeGreaterThanOrEqual(loaded);
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);

  // A confirmation builds the modals' provider and opens (spec 2 §2.6), and No changes nothing.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await confirmDialog(page, 'Deactivate plant', 'No', {
    text: plantActionMessages.deactivateConfirm(`${plant.plantName} (${plant.plantId})`),
  });
  await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
});
