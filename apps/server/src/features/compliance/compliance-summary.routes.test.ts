// The compliance summary (bar chart data) against the hand-built organisation of compliance.fixture.ts.
import { describe, expect, it } from 'vitest';
import { complianceMessages, inspectionMessages } from '@envirotrack/shared';
import { sql } from 'drizzle-orm';
import {
  barsOf,
  forms,
  fx,
  get,
  ids,
  inspect,
  made,
  setSettings,
  tokens,
  useComplianceFixture,
} from './compliance.fixture';

useComplianceFixture();

describe('GET /api/dashboard/{frequency}/summary', () => {
  it('counts each due form and point source per plant: missing forms and outfalls, inactive, new and deleted plants', async () => {
    const { bars, flagged } = await barsOf('/api/dashboard/monthly/summary?date=2026-10-15');
    expect(bars).toEqual({ 'CS-P1': [3, 1, 1], 'CS-P2': [1, 1, 0], 'CS-P4': [0, 1, 0] });
    expect(flagged).toBe(1);
  });

  it('a form assigned mid-period is owed from that period, not before', async () => {
    const { bars } = await barsOf('/api/dashboard/monthly/summary?date=09-01-2026');
    expect(bars).toEqual({ 'CS-P1': [0, 4, 0], 'CS-P2': [0, 2, 0], 'CS-P3': [0, 1, 0] });
  });

  it('filters by inspection type, region and forms', async () => {
    expect(
      (await barsOf('/api/dashboard/monthly/summary?date=2026-10-15&inspType=Inspections')).bars,
    ).toEqual({
      'CS-P1': [2, 1, 1],
      'CS-P2': [1, 1, 0],
      'CS-P4': [0, 1, 0],
    });
    expect(
      (await barsOf('/api/dashboard/monthly/summary?date=2026-10-15&inspType=HouseKeeping')).bars,
    ).toEqual({
      'CS-P1': [1, 0, 0],
    });
    expect(
      (await barsOf(`/api/dashboard/monthly/summary?date=2026-10-15&regionFilter=${ids.south}`)).bars,
    ).toEqual({
      'CS-P4': [0, 1, 0],
    });
    expect(
      (await barsOf(`/api/dashboard/monthly/summary?date=2026-10-15&inspectionForm=${forms.m2}`)).bars,
    ).toEqual({ 'CS-P1': [1, 1, 0], 'CS-P2': [1, 0, 0] });
  });

  it('daily forms are due on the organisation days: Wednesday yes, Sunday only when chosen', async () => {
    expect((await barsOf('/api/dashboard/daily/summary?date=2026-10-14')).bars).toEqual({
      'CS-P1': [1, 0, 0],
      'CS-P2': [0, 1, 0],
    });
    expect((await barsOf('/api/dashboard/daily/summary?date=2026-10-18')).bars).toEqual({});
    await setSettings({ dailyDueDays: [7] });
    try {
      expect((await barsOf('/api/dashboard/daily/summary?date=2026-10-18')).bars).toEqual({
        'CS-P1': [0, 1, 0],
        'CS-P2': [0, 1, 0],
      });
    } finally {
      await setSettings({});
    }
  });

  it('an organisation that hides housekeeping counts none, and refuses the HouseKeeping filter', async () => {
    await setSettings({ hideHousekeeping: true });
    try {
      expect((await barsOf('/api/dashboard/monthly/summary?date=2026-10-15')).bars['CS-P1']).toEqual([
        2, 1, 1,
      ]);
      const refused = await get('/api/dashboard/monthly/summary?date=2026-10-15&inspType=HouseKeeping');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(inspectionMessages.housekeepingHidden);
    } finally {
      await setSettings({});
    }
  });

  it('scopes: L3 its regions, L4 its plants, L1 acting in A like L2, L1 in All refused, B sees none of A', async () => {
    const url = '/api/dashboard/monthly/summary?date=2026-10-15';
    expect(Object.keys((await barsOf(url, tokens.l3)).bars)).toEqual(['CS-P1', 'CS-P2']);
    expect(Object.keys((await barsOf(url, tokens.l4)).bars)).toEqual(['CS-P2']);
    expect((await barsOf(`${url}&orgId=${ids.orgA}`, tokens.l1)).bars).toEqual((await barsOf(url)).bars);
    const all = await get(url, tokens.l1);
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(complianceMessages.chooseOrganisation);
    expect((await barsOf(url, tokens.b2)).bars).toEqual({});
    expect((await get(`${url}&regionFilter=${ids.south}`, tokens.l3)).statusCode).toBe(403);
    expect((await get(`${url}&regionFilter=${ids.south}`, tokens.b2)).statusCode).toBe(400);
  });

  it.each([
    ['/api/dashboard/hourly/summary', complianceMessages.badFrequency],
    ['/api/dashboard/monthly/summary?date=2026-02-30', complianceMessages.badDate],
    ['/api/dashboard/monthly/summary?date=2017-06-01', complianceMessages.badYear],
    ['/api/dashboard/monthly/summary?inspType=Audit', complianceMessages.badType],
    ['/api/dashboard/monthly/summary?regionFilter=North', complianceMessages.badRegion],
    ['/api/dashboard/monthly/summary?inspectionForm=no-such-form', complianceMessages.badForms],
  ])('refuses %s with a clear 400', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message.slice(0, 30));
  });

  it('refuses a region of another organisation with 400', async () => {
    const response = await get(`/api/dashboard/monthly/summary?regionFilter=${ids.southB}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(complianceMessages.badRegion);
  });

  it('an answer given again is never older than the database: a form done or removed between reads shows', async () => {
    const url = '/api/dashboard/monthly/summary?date=2026-10-15';
    const before = { 'CS-P1': [3, 1, 1], 'CS-P2': [1, 1, 0], 'CS-P4': [0, 1, 0] };
    expect((await barsOf(url)).bars).toEqual(before);
    expect((await barsOf(url)).bars).toEqual(before);
    // P2's missing plain form done, then removed: each read after a write counts it as it stands.
    const done = await inspect(ids.p2, made.m1, '2026-10', '2026-10-20');
    expect((await barsOf(url)).bars).toEqual({ ...before, 'CS-P2': [2, 0, 0] });
    await fx.t.db.execute(sql`delete from inspections where id = ${done}`);
    expect((await barsOf(url)).bars).toEqual(before);
  });
});
