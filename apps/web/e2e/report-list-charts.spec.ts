import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chartMessages, formCounts, periodKey, today, type FormCounts } from '@envirotrack/shared';
import { createPlantWithForms, submitPlantForm, type PlantWithForms } from './support/inspections';
import { snap } from './support/screenshots';
import { choose, signIn } from './support/session';

const todayIso = today();
const year = todayIso.slice(0, 4);
const quarter = periodKey('Quarterly', todayIso).slice(-1);

async function bothWidths(page: Page, name: string) {
  await snap(page, name);
  await page.setViewportSize({ width: 768, height: 1024 });
  await snap(page, `${name}-768`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** What the chart must show: the same call, made by the same L2. */
async function countsOf(
  request: APIRequestContext,
  made: PlantWithForms,
  query: string,
): Promise<FormCounts> {
  const response = await request.get(`/api/dashboard/${query}`, { headers: made.auth });
  expect(response.status(), await response.text()).toBe(200);
  return formCounts.parse(await response.json()).data;
}

const chart = (page: Page, slug: 'quarterly' | 'yearly') =>
  page.getByRole('figure', { name: chartMessages.title(slug) });

test.describe('quarterly and yearly report list charts', () => {
  test('stacked bars per form, a donut or pie by inspection type, and the empty text', async ({
    page,
    request,
  }) => {
    // Two lists, five screens checked by axe at two widths, a lazily loaded chart chunk.
    test.setTimeout(240_000);
    const made = await createPlantWithForms(request, ['qtr-visual', 'shop-inspection', 'yearly-check'], {
      facilityType: 'Maintenance Shop',
      pointSources: { 'qtr-visual': ['Outfall 1'] },
    });
    await submitPlantForm(
      request,
      made,
      'qtr-visual',
      todayIso,
      made.forms['qtr-visual']?.PointSources[0]?.PsId,
    );
    await submitPlantForm(request, made, 'yearly-check', todayIso);

    await signIn(page, 'gv.admin');
    await page.goto(`/#/reports/quarterly?year=${year}&quarter=${quarter}&region=All`);
    const quarterly = chart(page, 'quarterly');
    // The chart comes in its own chunk (recharts), after the list: slow on a loaded machine.
    await expect(quarterly.getByRole('row').first()).toBeAttached({ timeout: 30_000 });
    const q = await countsOf(
      request,
      made,
      `quarterly/form-counts?year=${year}&quarter=${quarter}&region=All`,
    );
    expect(q.QTRVisual?.Complete).toBeGreaterThanOrEqual(1);
    for (const bar of q.bars)
      await expect(quarterly.getByRole('row', { name: bar.label })).toHaveText(
        `${bar.label}${bar.Complete}${bar.InComplete}`,
      );
    await expect(quarterly.getByText(chartMessages.complete).first()).toBeVisible();
    await expect(quarterly.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await bothWidths(page, 'report-chart-quarterly-bars');

    // With an inspection type chosen: a donut of all that type's quarterly forms.
    await choose(page, 'Inspection type', "Env'l Inspection");
    const typed = await countsOf(
      request,
      made,
      `quarterly/form-counts?year=${year}&quarter=${quarter}&region=All&inspectionType=Inspections`,
    );
    await expect(quarterly.getByText(`${chartMessages.complete}: ${typed.total.Complete}`)).toBeVisible();
    await expect(quarterly.getByText(`${chartMessages.incomplete}: ${typed.total.InComplete}`)).toBeVisible();
    await bothWidths(page, 'report-chart-quarterly-donut');

    // Yearly: a bar per yearly form owed; by type a pie; a year before these plants owes nothing.
    await page.goto(`/#/reports/yearly?year=${year}&region=All`);
    const yearly = chart(page, 'yearly');
    await expect(yearly.getByRole('row').first()).toBeAttached({ timeout: 30_000 });
    const y = await countsOf(request, made, `yearly/form-counts?year=${year}&region=All`);
    const check = y.bars.find((bar) => bar.label === made.forms['yearly-check']?.FormName);
    expect(check?.Complete).toBeGreaterThanOrEqual(1);
    await expect(yearly.getByRole('row', { name: check?.label })).toHaveText(
      `${check?.label}${check?.Complete}${check?.InComplete}`,
    );
    await bothWidths(page, 'report-chart-yearly-bars');
    await choose(page, 'Inspection type', "Env'l Inspection");
    const yTyped = await countsOf(
      request,
      made,
      `yearly/form-counts?year=${year}&region=All&inspectionType=Inspections`,
    );
    await expect(yearly.getByText(`${chartMessages.complete}: ${yTyped.total.Complete}`)).toBeVisible();
    await snap(page, 'report-chart-yearly-pie');

    await page.goto('/#/reports/yearly?year=2018&region=All');
    await expect(chart(page, 'yearly').getByText(chartMessages.empty)).toBeVisible({ timeout: 30_000 });
    await snap(page, 'report-chart-yearly-empty');

    // The other lists have no chart.
    await page.goto('/#/reports/monthly');
    await expect(page.getByRole('heading', { name: 'Monthly Reports' })).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
  });
});
