// The plant compliance calendar against the hand-built organisation of compliance.fixture.ts (its inspections
// were saved today, so October's are late; one is dated back to be on time).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarMessages, today, type CalendarCell, type ComplianceCalendar } from '@envirotrack/shared';
import {
  chicago,
  forms,
  fx,
  get,
  ids,
  setSettings,
  tokens,
  useComplianceFixture,
} from './compliance.fixture';

useComplianceFixture();

const calendar = async (plant: number, query = '?year=2026', token = tokens.l2) => {
  const response = await get(`/api/plants/${plant}/compliance-calendar${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ComplianceCalendar;
};
/** A row's cells as 'state due/done' by month ('-' for months a quarter or year spans). */
const states = (cells: CalendarCell[]) => cells.map((c) => `${c.state} ${c.done}/${c.due}`);
const rowOf = (data: ComplianceCalendar, formId: string, pointSource: string | null = null) => {
  const row = data.rows.find((r) => r.FormId === formId && r.pointSource === pointSource);
  if (!row) throw new Error(`no row ${formId} ${pointSource}`);
  return row;
};
/** What a monthly form owes in a 2026 month after October, by today's date. */
const later = (month: number) => {
  const key = `2026-${String(month).padStart(2, '0')}`;
  const now = today().slice(0, 7);
  return key < now ? 'missing 0/1' : key === now ? 'open 0/1' : 'notDue 0/0';
};

describe('GET /api/plants/{plantUId}/compliance-calendar', () => {
  it("shows each assigned form and point source by month: missing, late, done, each daily month's done of due", async () => {
    // P2 did its plain form on 20 October: on time.
    await fx.t.db.execute(sql`
      insert into inspections (org_id, plant_id, template_id, form_root_id, period_key, inspection_date,
        inspection_type, permit_type, frequency, answers, created_by, updated_by, created_at)
      select ${ids.orgA}, ${ids.p2}, id, id, '2026-10', '2026-10-20', 'Inspections', 'Water', 'Monthly',
        '[]'::jsonb, ${ids.author}, ${ids.author}, ${chicago('2026-10-20')}
      from form_templates where form_key = ${forms.m1}`);
    const p1 = await calendar(ids.p1);
    expect(p1).toMatchObject({ plantId: 'CS-P1', year: 2026, years: [2026] });
    expect(p1.rows.map((r) => [r.FormId, r.pointSource, r.frequency])).toEqual([
      [forms.d1, null, 'Daily'],
      [forms.hk, null, 'Monthly'],
      [forms.m1, null, 'Monthly'],
      [forms.m2, 'Outfall 1', 'Monthly'],
      [forms.m2, 'Outfall 2', 'Monthly'],
    ]);
    const m1 = rowOf(p1, forms.m1);
    expect(states(m1.cells).slice(0, 10)).toEqual([...Array(9).fill('missing 0/1'), 'late 1/1']);
    expect(states(m1.cells).slice(10)).toEqual([later(11), later(12)]);
    expect(m1.cells[9]?.periods[0]).toMatchObject({ key: '2026-10', state: 'late', doneOn: today() });
    expect(states(rowOf(p1, forms.m2, 'Outfall 2').cells)[9]).toBe('missing 0/1');
    expect(states(rowOf(p1, forms.m2, 'Outfall 1').cells)[9]).toBe('late 1/1');
    // Daily: October 2026 has 27 days from Monday to Saturday; one was done (late), the rest missing.
    const october = rowOf(p1, forms.d1).cells[9];
    expect(october).toMatchObject({ month: 10, span: 1, state: 'missing', due: 27, done: 1 });
    expect(october?.periods).toHaveLength(31);
    expect(october?.periods.find((p) => p.key === '2026-10-14')).toMatchObject({ state: 'late' });
    expect(october?.periods.find((p) => p.key === '2026-10-04')).toMatchObject({
      state: 'notDue',
      reason: 'notDueDay',
    });
    const p2 = await calendar(ids.p2);
    expect(rowOf(p2, forms.m1).cells[9]?.periods[0]).toMatchObject({
      state: 'done',
      doneOn: '2026-10-20',
      inspectionId: expect.any(Number),
    });
  });

  it('owes nothing before the assignment, before the plant existed, while inactive, and in years before', async () => {
    const p4 = rowOf(await calendar(ids.p4), forms.m1);
    expect(p4.cells[0]?.periods[0]).toMatchObject({ state: 'notDue', reason: 'notAssigned' });
    expect(states(p4.cells)[9]).toBe('missing 0/1');
    const p5 = rowOf(await calendar(ids.p5), forms.m1);
    expect(p5.cells[9]?.periods[0]).toMatchObject({ state: 'notDue', reason: 'noPlant' });
    // P3 closed on 10 October: September was owed, its October report stays shown, nothing after.
    const p3 = rowOf(await calendar(ids.p3), forms.m1);
    expect(states(p3.cells).slice(8, 11)).toEqual(['missing 0/1', 'late 1/1', 'notDue 0/0']);
    expect(p3.cells[10]?.periods[0]).toMatchObject({ reason: 'inactive' });
    const before = await calendar(ids.p1, '?year=2025');
    expect(before.rows.every((r) => r.cells.every((c) => c.state === 'notDue'))).toBe(true);
  });

  it('follows the organisation settings: daily due days and hidden housekeeping', async () => {
    await setSettings({ dailyDueDays: [1, 2, 3, 4, 5, 6, 7], hideHousekeeping: true });
    const p1 = await calendar(ids.p1);
    expect(rowOf(p1, forms.d1).cells[9]).toMatchObject({ due: 31, done: 1 });
    expect(p1.rows.some((r) => r.FormId === forms.hk)).toBe(false);
    await setSettings({});
  });

  it('is read by whoever may see the plant; another organisation, another region or a deleted plant is 404', async () => {
    expect((await calendar(ids.p1, '', tokens.l1)).year).toBe(Number(today().slice(0, 4)));
    expect((await calendar(ids.p1, '?year=2026', tokens.l3)).plantId).toBe('CS-P1');
    expect((await calendar(ids.p2, '?year=2026', tokens.l4)).plantId).toBe('CS-P2');
    for (const [plant, token] of [
      [ids.p1, tokens.b2],
      [ids.p4, tokens.l3],
      [ids.p1, tokens.l4],
      [ids.p6, tokens.l2],
      [999_999, tokens.l2],
    ] as const) {
      expect((await get(`/api/plants/${plant}/compliance-calendar`, token)).statusCode).toBe(404);
    }
    expect((await fx.t.app.inject({ url: `/api/plants/${ids.p1}/compliance-calendar` })).statusCode).toBe(
      401,
    );
  });

  it('refuses a year that is not a whole number from 2018 to this year (400)', async () => {
    const next = Number(today().slice(0, 4)) + 1;
    for (const year of ['2017', String(next), 'abcd', '20261', '']) {
      const response = await get(`/api/plants/${ids.p1}/compliance-calendar?year=${year}`);
      expect(response.statusCode, year).toBe(400);
      expect(response.body).toContain(calendarMessages.badYear(next - 1));
    }
    expect((await get('/api/plants/abc/compliance-calendar')).statusCode).toBe(400);
  });
});
