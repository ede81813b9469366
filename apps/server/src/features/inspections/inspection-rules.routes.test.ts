import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultOrgSettings,
  formatMdyDate,
  inspectionMessages,
  today,
  type InspectionDetails,
} from '@envirotrack/shared';
import { formTemplates, organisations } from '../../db/schema';
import { bearer } from '../../../test/factories';
import { dataOf, inspectionsHarness } from './inspections.harness';

const h = inspectionsHarness();
const { ctx } = h;

const refusal = (code: string, message: string) => ({ status: 'invalid', code, message });

describe('an In-Active plant', () => {
  it('refuses new inspections and their blank forms, and keeps the saved ones editable', async () => {
    const saved = dataOf<{ inspectionId: number; version: number }>(
      await h.post('a2', '/api/submitinspection', await h.body('a2', 'ix-daily', { plantId: ctx.p2 })),
    );
    const off = await ctx.t.app.inject({
      method: 'PUT',
      url: `/api/plantDeActivate/${ctx.p2}`,
      headers: bearer(ctx.token.a2),
    });
    expect(off.statusCode).toBe(200);

    const yesterday = addDays(today(), -1);
    const before = await h.count('inspections');
    const refused = await h.post(
      'a2',
      '/api/submitinspection',
      await h.body('a2', 'ix-daily', { plantId: ctx.p2, inspectionDate: formatMdyDate(yesterday) }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusal('badInput', inspectionMessages.plantInactive));
    expect(await h.count('inspections')).toBe(before);
    const blank = await h.get('a2', `/api/questiontoforms/ix-daily/${ctx.p2}/inspection/null/${yesterday}`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject(refusal('badInput', inspectionMessages.plantInactive));

    expect((await h.form('a2', 'ix-daily', today(), ctx.p2)).inspectionId).toBe(saved.inspectionId);
    const edited = await h.post(
      'a2',
      `/api/updateinspection/${saved.inspectionId}`,
      await h.body('a2', 'ix-daily', { plantId: ctx.p2, version: saved.version }),
    );
    expect(dataOf<{ version: number }>(edited).version).toBe(saved.version + 1);
  });
});

describe('an organisation that hides housekeeping', () => {
  const setHidden = (hideHousekeeping: boolean) =>
    ctx.t.db
      .update(organisations)
      .set({ settings: { ...defaultOrgSettings, hideHousekeeping } })
      .where(eq(organisations.id, ctx.orgA));

  it('refuses housekeeping lists, forms, new and changed inspections; saved ones stay readable', async () => {
    const saved = dataOf<{ inspectionId: number; version: number }>(
      await h.post('a2', '/api/submitinspection', await h.body('a2', 'ix-housekeeping')),
    );
    await setHidden(true);
    try {
      const hidden = refusal('forbidden', inspectionMessages.housekeepingHidden);
      const list = await h.get('a3', `/api/plantinspectionslist/${ctx.p1}/HouseKeeping/${today()}`);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toMatchObject(hidden);
      expect(
        (await h.get('a3', `/api/plantinspectionslist/${ctx.p1}/Inspections/${today()}`)).statusCode,
      ).toBe(200);
      const form = await h.get('a4', `/api/questiontoforms/ix-weekly/${ctx.p1}/inspection/null/${today()}`);
      expect(form.statusCode).toBe(403);
      expect(form.json()).toMatchObject(hidden);

      const before = await h.count('inspections');
      const submit = await h.post('a4', '/api/submitinspection', await h.body('a4', 'ix-weekly'));
      expect(submit.statusCode).toBe(403);
      expect(submit.json()).toMatchObject(hidden);
      expect(await h.count('inspections')).toBe(before);

      const update = await h.post(
        'a2',
        `/api/updateinspection/${saved.inspectionId}`,
        await h.body('a2', 'ix-housekeeping', { version: saved.version }),
      );
      expect(update.statusCode).toBe(403);
      expect(update.json()).toMatchObject(hidden);
      const details = dataOf<InspectionDetails>(await h.details('a2', 'ix-housekeeping'));
      expect(details.version).toBe(saved.version);
    } finally {
      await setHidden(false);
    }
  });

  it('refuses a new HouseKeeping inspection type for it, and creates nothing', async () => {
    await setHidden(true);
    try {
      const type = (inspectionType: string, inspectionName: string) =>
        h.post('a2', '/api/insertinspectionstype', {
          facilityType: 'Ready Mix',
          permitType: 'Others',
          frequency: 'Monthly',
          inspectionType,
          inspectionName,
        });
      const refused = await type('HouseKeeping', 'Yard Scorecard');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject(refusal('forbidden', inspectionMessages.housekeepingHidden));
      const named = await ctx.t.db
        .select()
        .from(formTemplates)
        .where(eq(formTemplates.name, 'Yard Scorecard'));
      expect(named).toEqual([]);
      expect((await type('Inspections', 'Yard Walk')).statusCode).toBe(200);
    } finally {
      await setHidden(false);
    }
  });
});
