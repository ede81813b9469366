import { describe, expect, it } from 'vitest';
import type { FormWithQuestions } from '@envirotrack/shared';
import { formsHarness } from './forms.harness';

const { ctx, get, post, setupOf, save } = formsHarness();

describe('creating, renaming and deleting forms', () => {
  const newType = (extra: Record<string, unknown> = {}) => ({
    facilityType: 'Asphalt',
    permitType: 'Air',
    frequency: 'Monthly',
    inspectionType: 'Inspections',
    inspectionName: 'Monthly Opacity Check',
    ...extra,
  });

  it('creates an empty form for the L2’s organisation, and refuses a duplicate', async () => {
    const response = await post('a2', '/api/insertinspectionstype', newType());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      FormName: 'Monthly Opacity Check',
      ownerOrgId: ctx.orgA,
      questions: [],
    });
    expect((await post('a2', '/api/insertinspectionstype', newType())).statusCode).toBe(409);
    const listB = (await get('b2', `/api/inspectionstype/${ctx.orgB}/Asphalt`)).json().data.Air.Monthly;
    expect(listB).toEqual([]);
  });

  it.each([
    [{ inspectionName: 'Tank #2 check' }, 'Special characters are not allowed in Inspection Name.'],
    [{ inspectionName: '' }, 'Inspection Name is required.'],
    [{ frequency: 'Hourly' }, 'Frequency is required.'],
  ])('refuses %j with a clear message', async (change, message) => {
    const response = await post('l1', '/api/insertinspectionstype', newType(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('renames (trimmed); an L2 renaming a built-in form renames its own copy', async () => {
    const renamed = await post('l1', '/api/updateinspectionformname', {
      formId: 'fx-edit-only',
      inspectionName: '  Annual Baghouse  ',
    });
    expect(renamed.json()).toMatchObject({
      message: 'Inspection Name Updated Successfully...!!!',
      data: { FormName: 'Annual Baghouse' },
    });
    const byL2 = await post('b2', '/api/updateinspectionformname', {
      formId: 'fx-daily',
      inspectionName: 'Daily Walk',
    });
    expect(byL2.json().data).toMatchObject({ FormId: `fx-daily~${ctx.orgB}`, FormName: 'Daily Walk' });
    expect((await setupOf('l1', 'fx-daily')).FormName).toBe('Fixture Daily');
    expect(
      (await post('a3', '/api/updateinspectionformname', { formId: 'fx-daily', inspectionName: 'X' }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a form for L1 only', async () => {
    const created = (
      await post('l1', '/api/insertinspectionstype', newType({ inspectionName: 'Temporary Form' }))
    ).json().data;
    expect((await post('a2', `/api/deleteinspectionform/${created.FormId}`, {})).statusCode).toBe(403);
    const response = await post('l1', `/api/deleteinspectionform/${created.FormId}`, {});
    expect(response.json().message).toBe('Form Deleted Successfully...!!!');
    const gone = await get('l1', `/api/questiontoforms/${created.FormId}/null/question-setup/null/x`);
    expect(gone.statusCode).toBe(404);
    const list = (await get('l1', '/api/inspectionstype/All/Asphalt')).json().data.Air.Monthly;
    expect(list.map((f: { FormName: string }) => f.FormName)).not.toContain('Temporary Form');
  });
});

describe('an organisation’s copy', () => {
  it('opens in place of the built-in form, also by the built-in form’s old address', async () => {
    const original = await setupOf('b2', 'fx-monthly-sw');
    const copy: FormWithQuestions = (await save('b2', original, original.questions)).json().data;
    expect(copy.FormId).toBe(`fx-monthly-sw~${ctx.orgB}`);
    const again = await setupOf('b2', 'fx-monthly-sw');
    expect(again.FormId).toBe(copy.FormId);
    const saved = await save('b2', again, again.questions);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.FormId).toBe(copy.FormId);
  });
});
