import { expect, test, type Page } from '@playwright/test';
import { calendarMessages, formatDisplayDate, MONTH_LABELS, today } from '@envirotrack/shared';
import { createPlantWithForms, submitPlantForm } from './support/inspections';
import { snap } from './support/screenshots';
import { signIn } from './support/session';

const todayIso = today();
const month = MONTH_LABELS[Number(todayIso.slice(5, 7)) - 1] ?? '';

async function bothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('plant compliance calendar', () => {
  test('months x forms on the plant page: a done cell opens its report by keyboard; a daily month lists its days; the year selector', async ({
    page,
    request,
  }) => {
    test.slow();
    const made = await createPlantWithForms(request, ['daily-form', 'monthly-check-all', 'qtr-visual'], {
      pointSources: { 'qtr-visual': ['Outfall 1'] },
    });
    const monthly = made.forms['monthly-check-all'];
    const daily = made.forms['daily-form'];
    if (!monthly || !daily) throw new Error('forms missing');
    const saved = await submitPlantForm(request, made, 'monthly-check-all', todayIso);
    await submitPlantForm(request, made, 'daily-form', todayIso);

    await signIn(page, 'gv.admin');
    await page.goto(`/#/maintenance/${made.plant.id}/${made.plant.plantId}`);
    const section = page.getByRole('region', { name: calendarMessages.title });
    await expect(section).toBeVisible();
    const table = section.getByRole('table', { name: `${calendarMessages.title} ${todayIso.slice(0, 4)}` });
    await expect(table).toBeVisible();
    // One row per form (and chosen outfall), the legend spelling out each state.
    await expect(table.getByRole('rowheader')).toHaveCount(3);
    await expect(
      section.getByRole('list', { name: 'Legend' }).getByText(calendarMessages.states.late),
    ).toBeVisible();
    // Before the plant existed nothing was owed.
    if (month !== 'Jan')
      await expect(
        table.locator(`td[title="${monthly.FormName}, Jan: Not due (the plant did not exist yet)"]`),
      ).toHaveText(calendarMessages.states.notDue);
    await section.scrollIntoViewIfNeeded();
    await bothWidths(page, 'plant-calendar');

    // The daily month: a button with done of due, listing its days with their reports.
    const dailyCell = table.getByRole('button', {
      name: new RegExp(`^${daily.FormName}, ${month}: 1 of 1 done`),
    });
    await dailyCell.focus();
    await page.keyboard.press('Enter');
    const days = page.getByRole('dialog', { name: `${daily.FormName} - ${month} ${todayIso.slice(0, 4)}` });
    await expect(days.getByRole('row', { name: new RegExp(formatDisplayDate(todayIso)) })).toContainText(
      calendarMessages.states.done,
    );
    await expect(days.getByRole('link', { name: 'Open the report' })).toHaveCount(1);
    await snap(page, 'plant-calendar-days');
    await page.keyboard.press('Escape');
    await expect(days).toHaveCount(0);

    // The done monthly cell is a link to its report: reached by Tab, opened by Enter.
    const doneLink = table.getByRole('link', {
      name: `${monthly.FormName}, ${month}: Done, saved ${formatDisplayDate(todayIso)}. Open the report`,
    });
    await doneLink.focus();
    await expect(doneLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`#/reports/monthly/${saved.inspectionId}/${encodeURIComponent(monthly.FormId)}$`),
    );
    await expect(page.getByRole('article')).toBeVisible();

    // Another year: the selector offers the plant's years only (it was made this year).
    await page.goBack();
    const year = page.getByRole('combobox', { name: calendarMessages.year });
    await expect(year).toHaveValue(todayIso.slice(0, 4));
    await expect(year.locator('option')).toHaveCount(1);
  });

  test('the calendar call asks for a session and a year from 2018', async ({ request }) => {
    const made = await createPlantWithForms(request, ['monthly-check-all']);
    const response = await request.get(`/api/plants/${made.plant.id}/compliance-calendar`);
    expect(response.status()).toBe(401);
    const own = await request.get(`/api/plants/${made.plant.id}/compliance-calendar?year=2017`, {
      headers: made.auth,
    });
    expect(own.status()).toBe(400);
  });
});
