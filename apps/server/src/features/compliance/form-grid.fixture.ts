// The questions the grid tests add to compliance.fixture.ts's forms: one deleted mid-year and one added
// mid-year, a sub-question, a flagged answer, a daily answer in slots.
import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { chicago, forms, fx, ids, inspect, one } from './compliance.fixture';

export const q = { check: 0, sub: 0, notes: 0, old: 0, added: 0, daily: 0 };
export const made = { march: 0 };

async function question(
  templateKey: string,
  text: string,
  created: string,
  extra: { type?: string; choices?: string[]; parent?: number; retired?: string; position?: number } = {},
) {
  return (
    await one<{ id: number }>(sql`
      insert into questions (template_id, parent_question_id, position, type, text, choices, answer_selected,
        status, created_at, retired_at)
      select id, ${extra.parent ?? null}, ${extra.position ?? 0}, ${extra.type ?? 'Text'}, ${text},
        ${sql.param(extra.choices ?? [])}::text[], ${extra.parent ? 'Needs Work' : null},
        ${extra.retired ? 3 : 1}, ${chicago(created)}, ${extra.retired ? chicago(extra.retired) : null}
      from form_templates where form_key = ${templateKey} returning id`)
  ).id;
}

async function answered(inspectionId: number, answers: { q: number; a: string }[], created: string) {
  await fx.t.db
    .execute(sql`update inspections set answers = ${JSON.stringify(answers.map((a) => ({ ...a, m: 0 })))}::jsonb,
    created_at = ${chicago(created)} where id = ${inspectionId}`);
}

/** Adds the questions and answers (after useComplianceFixture's set-up). */
export function useGridQuestions() {
  beforeAll(async () => {
    const choices = ['Ok', 'Needs Work'];
    q.check = await question(forms.m1, 'Outfall clear?', '2026-01-01', {
      type: 'ObjectiveType',
      choices,
      position: 1,
    });
    q.sub = await question(forms.m1, 'What needs work?', '2026-01-01', { parent: q.check, position: 1 });
    q.notes = await question(forms.m1, 'Notes', '2026-01-01', { position: 2 });
    q.old = await question(forms.m1, 'Old question', '2026-01-01', { position: 3, retired: '2026-06-15' });
    q.added = await question(forms.m1, 'New question', '2026-07-10', { position: 4 });
    q.daily = await question(forms.d1, 'Checks by day', '2026-01-01', { position: 1 });
    const m1 = { id: 0, frequency: 'Monthly', type: 'Inspections', ps: {} };
    m1.id = (await one<{ id: number }>(sql`select id from form_templates where form_key = ${forms.m1}`)).id;
    // P2: March answered before the old question was deleted (and flagged), August after the new one came.
    made.march = await inspect(ids.p2, m1, '2026-03', '2026-03-05');
    await answered(
      made.march,
      [
        { q: q.check, a: 'Needs Work' },
        { q: q.sub, a: 'Pipe' },
        { q: q.old, a: 'Yes' },
      ],
      '2026-03-05',
    );
    await fx.t.db
      .execute(sql`insert into inspection_flags (org_id, inspection_id, question_id, answer, plant_id,
      template_id, frequency, inspection_type, report_date, submitted_at)
    select org_id, id, ${q.check}, 'Needs Work', plant_id, template_id, frequency, inspection_type, inspection_date,
      created_at from inspections where id = ${made.march}`);
    const august = await inspect(ids.p2, m1, '2026-08', '2026-08-03');
    await answered(
      august,
      [
        { q: q.check, a: 'Ok' },
        { q: q.added, a: 'Yes' },
      ],
      '2026-08-03',
    );
    const daily = await one<{ id: number }>(
      sql`select id from inspections where plant_id = ${ids.p1} and period_key = '2026-10-14'`,
    );
    await fx.t.db
      .execute(sql`update inspections set answers = ${JSON.stringify([{ q: q.daily, m: 0, a: 'a|b' }])}::jsonb
    where id = ${daily.id}`);
  });
}
