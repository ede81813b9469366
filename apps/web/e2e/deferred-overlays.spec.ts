import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { plantActionMessages } from '@envirotrack/shared';
import { plantField, signInWithNewPlant } from './support/plants';
import { confirmDialog } from './support/users';
import { DIST, firstScreenFiles } from './support/first-screens';

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
  // The shell builds the header, whose menus are stubs until first opened (deferred-controls.spec) ...
  expect(code).toContain('displayName=`@mantine/core/Avatar`');
  expect(code).not.toContain('displayName=`@mantine/core/Menu`');
  // ... and leaves out the toasts' container, the modals' provider, the drawer and the organisation switch's
  // dialog.
  for (const name of OVERLAYS) expect(code).not.toContain(`displayName=\`${name}\``);
  // Nor does a first screen preload them (index.html's boot script) ...
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  expect(html).not.toMatch(/overlays-|mobile-nav-|switch-modal-/);
  // ... and the sign-in screen's code leaves out the forgotten-password form's dialog and the organisation
  // choice's select, which its first screen does not show.
  const signInFiles = await firstScreenFiles('sign-in');
  expect(signInFiles.length).toBeGreaterThan(0);
  const signInCode = (
    await Promise.all(signInFiles.map((file) => readFile(path.join(DIST, file), 'utf8')))
  ).join('\n');
  expect(signInCode).toContain('current-password');
  for (const name of ['@mantine/core/Modal', '@mantine/core/Combobox']) {
    expect(signInCode + code).not.toContain(`displayName=\`${name}\``);
  }
});

test('a first visit leaves the overlays out until one is asked for, then opens it at once', async ({
  page,
  request,
}) => {
  const plant = await signInWithNewPlant(page, request, 'gv.admin');
  const overlaysFetched = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/overlays-')),
    );
  await page.goto('about:blank');
  await page.goto(`/#/maintenance/${plant.id}/${plant.plantId}`);
  await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
  await page.waitForLoadState('networkidle');
  // Neither their code nor the toasts' container is there after the first screen ...
  expect(await overlaysFetched()).toBe(false);
  await expect(page.locator('.mantine-Notifications-root')).toHaveCount(0);

  // ... and a confirmation brings the modals' provider, which opens it (spec 2 §2.6); No changes nothing.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await confirmDialog(page, 'Deactivate plant', 'No', {
    text: plantActionMessages.deactivateConfirm(`${plant.plantName} (${plant.plantId})`),
  });
  expect(await overlaysFetched()).toBe(true);
  await expect(plantField(page, 'Status')).toHaveText(/^Status\s*Active$/);
});
