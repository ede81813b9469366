import { expect, test } from '@playwright/test';
import { addDays, formatMdyDate, inspectionMessages, latestAllowedDate, today } from '@envirotrack/shared';
import {
  createPlantWithForms,
  formRow,
  frequencySection,
  openPlantForms,
  permitBox,
  submitPlantForm,
} from './support/inspections';
import { snap } from './support/screenshots';
import { signIn, toast } from './support/session';

const todayIso = today();
const mdy = (iso: string) => formatMdyDate(iso);

test.describe('inspection lists: the plant modal', () => {
  test('the plant modal groups its forms by permit type and frequency, and a submitted form is edited', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, [
      'daily-form',
      'weekly-form-rm',
      'monthly-spcc',
      'monthly-haz-universal-waste',
      'maintenance-record',
      'housekeeping-plant',
    ]);
    const saved = await submitPlantForm(request, made, 'daily-form', todayIso);

    await signIn(page, 'gv.admin');
    const dialog = await openPlantForms(page, '/inspections', made.plant.plantId);
    await expect(dialog.getByRole('region')).toHaveText([
      /^Permit Type - Water/,
      /^Permit Type - Waste/,
      /^Permit Type - Others/,
    ]);
    await expect(permitBox(dialog, 'Water').getByRole('heading', { level: 4 })).toHaveText([
      'Daily',
      'Weekly',
      'Monthly',
    ]);
    await expect(formRow(frequencySection(dialog, 'Others', 'Yearly'), 'Maintenance Record')).toBeVisible();
    await expect(dialog.getByText('Housekeeping Plant')).toHaveCount(0);

    const daily = formRow(frequencySection(dialog, 'Water', 'Daily'), 'Daily Form');
    await expect(daily.getByRole('button')).toHaveText('Edit Form');
    await expect(daily.getByRole('img', { name: 'Completed' })).toBeVisible();
    const spcc = formRow(frequencySection(dialog, 'Water', 'Monthly'), 'Monthly SPCC');
    await expect(spcc.getByRole('button')).toHaveText('Begin Form');
    await expect(spcc.getByRole('img', { name: 'Completed' })).toHaveCount(0);
    await snap(page, 'inspections-plant-modal');

    await daily.getByRole('button', { name: 'Edit Form' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `#/inspections/common/${encodeURIComponent(made.forms['daily-form']?.ParentId ?? '')}\\?date=${mdy(todayIso)}&plantId=${made.plant.id}&formId=`,
      ),
    );
    const opened = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('inspectionDetails') ?? 'null'),
    );
    expect(opened).toMatchObject({
      frequency: 'Daily',
      FormId: made.forms['daily-form']?.FormId,
      FormName: 'Daily Form',
      date: mdy(todayIso),
      InspectionId: saved.inspectionId,
      selectedPS: null,
      plantInfo: { id: made.plant.id, plantId: made.plant.plantId },
    });

    const housekeeping = await openPlantForms(page, '/housekeeping', made.plant.plantId);
    await expect(page.getByRole('heading', { name: 'HouseKeeping', level: 2 })).toBeVisible();
    await expect(housekeeping.getByRole('region')).toHaveText([/^Permit Type - Others/]);
    await expect(formRow(housekeeping, 'Housekeeping Plant').getByRole('button')).toHaveText('Begin Form');
    await expect(housekeeping.getByText('Daily Form')).toHaveCount(0);
  });

  test('a plant without forms of the type says so; an In-Active form cannot be begun', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['daily-form', 'monthly-spcc']);
    // No call makes a library form In-Active yet: the answer is altered on its way to the page.
    await page.route(/\/api\/plantinspectionslist\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { forms: Record<string, Record<string, { FormName: string; FormActive: boolean }[]>> };
      };
      for (const form of Object.values(body.data.forms).flatMap((f) => Object.values(f).flat()))
        if (form.FormName === 'Monthly SPCC') form.FormActive = false;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, 'gv.admin');
    const dialog = await openPlantForms(page, '/inspections', made.plant.plantId);
    const spcc = formRow(dialog, 'Monthly SPCC');
    await expect(spcc).toContainText('In-Active');
    await expect(spcc.getByRole('button', { name: 'Begin Form' })).toBeDisabled();
    await expect(formRow(dialog, 'Daily Form').getByRole('button', { name: 'Begin Form' })).toBeEnabled();
    await snap(page, 'inspections-inactive-form');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/plantId=/);

    const housekeeping = await openPlantForms(page, '/housekeeping', made.plant.plantId);
    await expect(housekeeping.getByText(inspectionMessages.noInspections)).toBeVisible();
  });

  test('a point-source form asks for its outfall first, and done outfalls carry a check', async ({
    page,
    request,
  }) => {
    const made = await createPlantWithForms(request, ['monthly-sw'], {
      pointSources: { 'monthly-sw': ['Outfall 1', 'Outfall 2'] },
    });
    const [first, second] = made.forms['monthly-sw']?.PointSources ?? [];
    if (!first || !second) throw new Error('the form has no outfalls');
    const saved = await submitPlantForm(request, made, 'monthly-sw', todayIso, first.PsId);

    await signIn(page, 'gv.admin');
    const dialog = await openPlantForms(page, '/inspections', made.plant.plantId);
    const row = formRow(dialog, 'Monthly Stormwater');
    await expect(row).toContainText('1/2 Outfall(s)');
    await row.getByRole('button', { name: 'Begin Form' }).click();
    const popover = page.getByRole('dialog', { name: 'Monthly Stormwater', exact: true });
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: 'Ok' }).click();
    await expect(toast(page, inspectionMessages.selectPointSource)).toBeVisible();
    await expect(page).not.toHaveURL(/common/);

    await popover.getByRole('combobox', { name: 'Outfall' }).click();
    await expect(popover.getByRole('option')).toHaveText(['Outfall 1', 'Outfall 2']);
    await expect(popover.getByRole('option', { name: 'Outfall 1' }).getByLabel('completed')).toBeVisible();
    await expect(popover.getByRole('option', { name: 'Outfall 2' }).getByLabel('completed')).toHaveCount(0);
    await snap(page, 'inspections-point-source');
    await popover.getByRole('option', { name: 'Outfall 1' }).click();
    await popover.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(new RegExp(`ps=${first.PsId}`));
    const opened = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('inspectionDetails') ?? 'null'),
    );
    expect(opened).toMatchObject({
      FormName: 'Monthly Stormwater',
      InspectionId: saved.inspectionId,
      selectedPS: { PsId: first.PsId, PsName: 'Outfall 1', InspectionId: saved.inspectionId },
    });
    expect((opened as { PointSources: unknown[] }).PointSources).toHaveLength(2);
  });

  test("each frequency's date picker shows that period's Begin or Edit", async ({ page, request }) => {
    const made = await createPlantWithForms(request, ['daily-form', 'weekly-form-rm', 'monthly-spcc']);
    const dayBefore = addDays(todayIso, -2);
    const lastMonth = addDays(`${todayIso.slice(0, 7)}-01`, -1);
    await submitPlantForm(request, made, 'daily-form', dayBefore);
    await submitPlantForm(request, made, 'monthly-spcc', lastMonth);
    const calls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/plantinspectionslist/') && calls.push(r.url())));

    await signIn(page, 'gv.admin');
    const dialog = await openPlantForms(page, '/inspections', made.plant.plantId);
    const daily = frequencySection(dialog, 'Water', 'Daily');
    const monthly = frequencySection(dialog, 'Water', 'Monthly');
    await expect(daily.getByLabel('Daily date')).toHaveValue(todayIso);
    await expect(daily.getByLabel('Daily date')).toHaveAttribute('max', todayIso);
    await expect(frequencySection(dialog, 'Water', 'Weekly').getByLabel('Weekly date')).toHaveAttribute(
      'max',
      latestAllowedDate('Weekly', todayIso),
    );
    await expect(monthly.getByLabel('Monthly date')).toHaveValue(todayIso.slice(0, 7));
    await expect(monthly.getByLabel('Monthly date')).toHaveAttribute('max', todayIso.slice(0, 7));
    await expect(formRow(daily, 'Daily Form').getByRole('button')).toHaveText('Begin Form');
    await expect(formRow(monthly, 'Monthly SPCC').getByRole('button')).toHaveText('Begin Form');

    await daily.getByLabel('Daily date').fill(dayBefore);
    await expect(formRow(daily, 'Daily Form').getByRole('button')).toHaveText('Edit Form');
    await expect(page).toHaveURL(new RegExp(`date=${mdy(dayBefore)}`));
    await expect(formRow(monthly, 'Monthly SPCC').getByRole('button')).toHaveText('Begin Form');
    await monthly.getByLabel('Monthly date').fill(lastMonth.slice(0, 7));
    await expect(formRow(monthly, 'Monthly SPCC').getByRole('button')).toHaveText('Edit Form');
    await expect(daily.getByLabel('Daily date')).toHaveValue(dayBefore);
    await snap(page, 'inspections-dates');

    await daily.getByLabel('Daily date').fill(addDays(todayIso, 1));
    await expect(daily.getByText(inspectionMessages.dateNotAllowed)).toBeVisible();
    await expect(daily.getByLabel('Daily date')).toHaveValue(dayBefore);
    await daily.getByLabel('Daily date').fill(todayIso);
    await expect(formRow(daily, 'Daily Form').getByRole('button')).toHaveText('Begin Form');
    expect(calls.some((url) => url.endsWith(`/${mdy(dayBefore)}`))).toBe(true);

    await formRow(monthly, 'Monthly SPCC').getByRole('button', { name: 'Edit Form' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${mdy(`${lastMonth.slice(0, 7)}-01`)}`));
  });
});
