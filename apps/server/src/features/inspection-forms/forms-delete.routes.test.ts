import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formMessages } from '@envirotrack/shared';
import { formTemplates } from '../../db/schema';
import { formsHarness } from './forms.harness';

const { ctx, get, post, setupOf, save } = formsHarness();

/** The form names an organisation's Ready Mix list shows under a permit type and frequency. */
const listed = async (who: string, orgId: number | 'All', permit: string, frequency: string) =>
  (
    (await get(who, `/api/inspectionstype/${orgId}/Ready Mix`)).json().data[permit][frequency] as {
      FormName: string;
    }[]
  ).map((form) => form.FormName);
const opens = async (who: string, formId: string) =>
  (await get(who, `/api/questiontoforms/${formId}/null/question-setup/null/2026-11-21`)).statusCode;

describe('an L1 deleting a form while acting in one organisation', () => {
  it('removes a built-in form from that organisation only', async () => {
    const response = await post('l1', `/api/deleteinspectionform/fx-daily?orgId=${ctx.orgA}`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(formMessages.formDeleted);
    expect(await listed('a2', ctx.orgA, 'Water', 'Daily')).not.toContain('Fixture Daily');
    expect(await opens('a2', 'fx-daily')).toBe(404);
    expect(await listed('b2', ctx.orgB, 'Water', 'Daily')).toContain('Fixture Daily');
    expect(await opens('b2', 'fx-daily')).toBe(200);
    expect(await listed('l1', 'All', 'Water', 'Daily')).toContain('Fixture Daily');
    const [builtIn] = await ctx.t.db
      .select()
      .from(formTemplates)
      .where(eq(formTemplates.formKey, 'fx-daily'));
    expect(builtIn?.deletedAt).toBeNull();
  });

  it('removes the organisation’s copy without bringing the built-in form back there', async () => {
    const original = await setupOf('b2', 'fx-monthly-sw');
    const copy = (await save('b2', original, original.questions)).json().data;
    expect(copy.FormId).toBe(`fx-monthly-sw~${ctx.orgB}`);
    const response = await post('l1', `/api/deleteinspectionform/fx-monthly-sw?orgId=${ctx.orgB}`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(await listed('b2', ctx.orgB, 'Water', 'Monthly')).not.toContain('Fixture Monthly SW');
    expect(await opens('b2', 'fx-monthly-sw')).toBe(404);
    expect(await listed('a2', ctx.orgA, 'Water', 'Monthly')).toContain('Fixture Monthly SW');
  });

  it('in All, still removes the form from every organisation', async () => {
    const response = await post('l1', '/api/deleteinspectionform/fx-edit-only', {});
    expect(response.statusCode).toBe(200);
    expect(await opens('a2', 'fx-edit-only')).toBe(404);
    expect(await opens('b2', 'fx-edit-only')).toBe(404);
  });
});

describe('an L1 acting in one organisation and another organisation’s own form', () => {
  it('cannot open, rename or delete it there (404, nothing changed); in All or in its organisation it can', async () => {
    const original = await setupOf('b2', 'fx-daily');
    const own = (await save('b2', original, original.questions)).json().data.FormId as string;
    expect(own).toBe(`fx-daily~${ctx.orgB}`);
    const setupUrl = (orgId: number | null) =>
      `/api/questiontoforms/${own}/null/question-setup/null/2026-11-21${orgId ? `?orgId=${orgId}` : ''}`;
    const stored = async () =>
      (await ctx.t.db.select().from(formTemplates).where(eq(formTemplates.formKey, own)))[0];
    const before = await stored();

    expect((await get('l1', setupUrl(ctx.orgA))).statusCode).toBe(404);
    const rename = await post('l1', `/api/updateinspectionformname?orgId=${ctx.orgA}`, {
      formId: own,
      inspectionName: 'Renamed from A',
    });
    expect(rename.statusCode).toBe(404);
    expect((await post('l1', `/api/deleteinspectionform/${own}?orgId=${ctx.orgA}`, {})).statusCode).toBe(404);
    expect(await stored()).toEqual(before);

    expect((await get('l1', setupUrl(ctx.orgB))).statusCode).toBe(200);
    expect((await get('l1', setupUrl(null))).statusCode).toBe(200);
  });
});
