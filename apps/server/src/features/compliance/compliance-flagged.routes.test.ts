// The dashboard's added calls (forms of the Inspection filter, the Flagged Forms pop-up) against the
// hand-built organisation of compliance.fixture.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { complianceMessages, inspectionMessages, type DashboardFlaggedForm } from '@envirotrack/shared';
import { barsOf, forms, fx, get, ids, setSettings, tokens, useComplianceFixture } from './compliance.fixture';

useComplianceFixture();

const flaggedOf = async (url: string, token = tokens.l2) => {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { flaggedForms: DashboardFlaggedForm[] } }).data.flaggedForms;
};

describe('GET /api/dashboard/{frequency}/flagged', () => {
  it("lists the period's flagged forms, as many as the summary's flaggedFormsCount", async () => {
    const url = '/api/dashboard/monthly/flagged?date=2026-10-15';
    const rows = await flaggedOf(url);
    expect(rows).toEqual([
      expect.objectContaining({
        plantUId: ids.p1,
        PlantId: 'CS-P1',
        PlantName: 'Plant CS-P1',
        RegionName: 'North',
        FacilityType: 'Ready Mix',
        PermitType: 'Water',
        FormId: forms.m1,
        InspectionName: `Form ${forms.m1}`,
        pointSource: null,
        Date: '2026-10-05',
        Completed: 0,
        openFlags: 1,
      }),
    ]);
    const { flagged } = await barsOf('/api/dashboard/monthly/summary?date=2026-10-15');
    expect(rows).toHaveLength(flagged);
  });

  it('a form whose flags are all closed is Completed 1; a withdrawn flag is not listed', async () => {
    const [row] = await flaggedOf('/api/dashboard/monthly/flagged?date=2026-10-15');
    const id = row?.inspectionId ?? 0;
    try {
      await fx.t.db.execute(sql`update inspection_flags set status = 'closed' where inspection_id = ${id}`);
      expect(await flaggedOf('/api/dashboard/monthly/flagged?date=2026-10-15')).toEqual([
        expect.objectContaining({ inspectionId: id, Completed: 1, openFlags: 0 }),
      ]);
      await fx.t.db.execute(
        sql`update inspection_flags set status = 'withdrawn' where inspection_id = ${id}`,
      );
      expect(await flaggedOf('/api/dashboard/monthly/flagged?date=2026-10-15')).toEqual([]);
    } finally {
      await fx.t.db.execute(sql`update inspection_flags set status = 'open' where inspection_id = ${id}`);
    }
  });

  it('follows the filters and the period: other type, other form, other region, other month', async () => {
    const base = '/api/dashboard/monthly/flagged?date=2026-10-15';
    expect(await flaggedOf(`${base}&inspType=HouseKeeping`)).toEqual([]);
    expect(await flaggedOf(`${base}&inspectionForm=${forms.m2}`)).toEqual([]);
    expect(await flaggedOf(`${base}&inspectionForm=${forms.m1},${forms.m2}`)).toHaveLength(1);
    expect(await flaggedOf(`${base}&regionFilter=${ids.south}`)).toEqual([]);
    expect(await flaggedOf('/api/dashboard/monthly/flagged?date=2026-09-15')).toEqual([]);
    expect(await flaggedOf('/api/dashboard/daily/flagged?date=2026-10-14')).toEqual([]);
  });

  it('scopes: L3 of North and L1 acting in A see it; L4 (not its plant) and B none; L1 in All refused', async () => {
    const url = '/api/dashboard/monthly/flagged?date=2026-10-15';
    expect(await flaggedOf(url, tokens.l3)).toHaveLength(1);
    expect(await flaggedOf(`${url}&orgId=${ids.orgA}`, tokens.l1)).toHaveLength(1);
    expect(await flaggedOf(url, tokens.l4)).toEqual([]);
    expect(await flaggedOf(url, tokens.b2)).toEqual([]);
    const all = await get(url, tokens.l1);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(complianceMessages.chooseOrganisation);
    expect((await get(`${url}&regionFilter=${ids.south}`, tokens.l3)).statusCode).toBe(403);
    expect((await get(`${url}&regionFilter=${ids.south}`, tokens.b2)).statusCode).toBe(400);
  });

  it.each([
    ['/api/dashboard/hourly/flagged', complianceMessages.badFrequency],
    ['/api/dashboard/monthly/flagged?date=2026-13-01', complianceMessages.badDate],
    ['/api/dashboard/monthly/flagged?inspType=Audit', complianceMessages.badType],
    ['/api/dashboard/monthly/flagged?inspectionForm=no-such-form', complianceMessages.badForms],
  ])('refuses %s with a clear 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message.slice(0, 30));
  });
});

describe('GET /api/dashboard/{frequency}/forms', () => {
  const formsOf = async (url: string, token = tokens.l2) => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { FormId: string }[] }).data.map((f) => f.FormId);
  };

  it("lists the organisation's active forms of the frequency and type", async () => {
    const monthly = await formsOf('/api/dashboard/monthly/forms');
    expect(monthly).toEqual(expect.arrayContaining([forms.m1, forms.m2, forms.hk]));
    expect(monthly).not.toContain(forms.d1);
    const inspections = await formsOf('/api/dashboard/monthly/forms?inspType=Inspections');
    expect(inspections).toEqual(expect.arrayContaining([forms.m1, forms.m2]));
    expect(inspections).not.toContain(forms.hk);
    expect(await formsOf('/api/dashboard/monthly/forms?inspType=HouseKeeping')).toContain(forms.hk);
    expect(await formsOf('/api/dashboard/daily/forms')).toContain(forms.d1);
  });

  it("every caller of A reads A's forms; B never does; L1 in All is refused", async () => {
    for (const token of [tokens.l3, tokens.l4])
      expect(await formsOf('/api/dashboard/monthly/forms', token)).toContain(forms.m1);
    expect(await formsOf(`/api/dashboard/monthly/forms?orgId=${ids.orgA}`, tokens.l1)).toContain(forms.m1);
    expect(await formsOf('/api/dashboard/monthly/forms', tokens.b2)).not.toContain(forms.m1);
    expect((await get('/api/dashboard/monthly/forms', tokens.l1)).statusCode).toBe(403);
  });

  it('refuses a bad type (400), and HouseKeeping where it is hidden (403)', async () => {
    expect((await get('/api/dashboard/monthly/forms?inspType=Audit')).statusCode).toBe(400);
    await setSettings({ hideHousekeeping: true });
    try {
      expect(await formsOf('/api/dashboard/monthly/forms')).not.toContain(forms.hk);
      const refused = await get('/api/dashboard/monthly/forms?inspType=HouseKeeping');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(inspectionMessages.housekeepingHidden);
    } finally {
      await setSettings({});
    }
  });
});
