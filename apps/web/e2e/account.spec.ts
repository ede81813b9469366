import { expect, test, type Page } from '@playwright/test';
import { messages, userMessages } from '@envirotrack/shared';
import { snap } from './support/screenshots';
import { openUserMenu, signIn, storedUserInfo, toast } from './support/session';
import { outboxMailsTo } from './support/support-mail';

const supportAddress = 'support@e2e.example.com';

async function menuItems(page: Page): Promise<string[]> {
  await openUserMenu(page);
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((item) => item.trim());
}

test.describe('user menu', () => {
  const cases = [
    {
      userId: 'gv.plant',
      level: 'L4',
      name: 'Alicia',
      items: ['User Profile', 'Change Password', 'Technical Support', 'Sign Out'],
    },
    {
      userId: 'gv.regional',
      level: 'L3',
      name: 'Marcus',
      items: ['User Profile', 'Users', 'Change Password', 'Technical Support', 'Sign Out'],
    },
    {
      userId: 'gv.admin',
      level: 'L2',
      name: 'Dana',
      items: [
        'User Profile',
        'Users',
        'Add/Edit Insp Forms',
        'Reminders',
        'Change Password',
        'Technical Support',
        'Sign Out',
      ],
    },
    {
      userId: 'admin',
      level: 'L1',
      name: 'Administrator',
      items: [
        'User Profile',
        'Users',
        'Add/Edit Insp Forms',
        'Companies',
        'Reminders',
        'Change Password',
        'Technical Support',
        'Sign Out',
      ],
    },
  ];
  for (const { userId, level, name, items } of cases) {
    test(`an ${level} user's menu, titled with the first name, lists ${items.join(', ')}`, async ({
      page,
    }) => {
      await signIn(page, userId);
      await expect(page.getByRole('button', { name: `${name}: user menu` })).toContainText(name);
      expect(await menuItems(page)).toEqual(items);
    });
  }

  test('User Profile leads to the signed-in user’s own profile', async ({ page }) => {
    await signIn(page, 'gv.regional');
    const { UniqueId } = JSON.parse((await storedUserInfo(page)) ?? '{}') as { UniqueId?: number };
    expect(UniqueId).toBeGreaterThan(0);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'User Profile' })).toHaveAttribute(
      'href',
      `#/profile/${UniqueId}`,
    );
    await snap(page, 'user-menu-l3');
  });
});

test.describe('feedback', () => {
  test('an empty comment is refused with a message; a sent one goes home with the thank-you toast', async ({
    page,
  }) => {
    await signIn(page, 'gv.regional');
    await page.getByRole('link', { name: /Feedback/ }).click();
    await expect(page).toHaveURL(/#\/feedback$/);
    await expect(page.getByRole('heading', { name: userMessages.feedbackTitle })).toBeVisible();

    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please write your feedback.')).toBeVisible();
    await expect(page).toHaveURL(/#\/feedback$/);
    await snap(page, 'feedback-empty');

    await page.getByLabel('Comments').fill('The weekly forms are quick to fill in on a tablet.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(toast(page, 'Thank you for your feedback.')).toBeVisible();
  });

  test('on a phone the feedback form fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'gv.plant');
    await page.goto('/#/feedback');
    await expect(page.getByLabel('Comments')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'feedback-phone');
  });
});

test.describe('technical support', () => {
  test('a request is e-mailed to support, confirmed with a toast, and the form empties', async ({ page }) => {
    await signIn(page, 'gv.plant');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Technical Support' }).click();
    await expect(page).toHaveURL(/#\/technical-support$/);
    await expect(page.getByRole('heading', { name: 'Technical Support' })).toBeVisible();
    await snap(page, 'technical-support');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Please describe the problem.')).toBeVisible();

    const problem = `The Monthly report of Plant 7 does not print (${Date.now()}).`;
    await page.getByLabel('Comments').fill(problem);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toast(page, messages.emailSent)).toBeVisible();
    await expect(page.getByLabel('Comments')).toHaveValue('');
    await expect
      .poll(async () => (await outboxMailsTo(supportAddress)).some((mail) => mail.includes(problem)))
      .toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'technical-support-phone');
  });

  test('Contact us in the footer writes to the configured support address', async ({ page }) => {
    await signIn(page, 'gv.plant');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `mailto:${supportAddress}`,
    );
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy.html');
  });
});
