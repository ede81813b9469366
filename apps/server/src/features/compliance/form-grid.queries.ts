// The reads of a checklist grid (spec 3 §2.3): one plant's inspections of one form root and point source for
// a handful of period keys, their live flags, and the questions of the forms they were made with.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnswerRecord } from '../../db/schema';
import { localDay as day } from './compliance.queries';

export interface GridInspection {
  id: number;
  templateId: number;
  periodKey: string;
  doneOn: string;
  /** Seconds since 1970. */
  createdAt: number;
  answers: AnswerRecord[];
  /** The questions flagged on it (open or closed; withdrawn flags are not shown). */
  flagged: number[];
}

/**
 * The plant's inspections of the periods (≤ 31 keys), read through inspections_plant_period_idx, with their
 * flagged questions (inspection_flags_answer_unique).
 */
export async function gridInspections(
  db: Db,
  plantId: number,
  rootId: number,
  pointSource: string | null,
  keys: string[],
): Promise<GridInspection[]> {
  const result = (await db.execute(sql`
    select i.id, i.template_id as "templateId", i.period_key as "periodKey", ${day('i.created_at')} as "doneOn",
      extract(epoch from i.created_at)::float8 as "createdAt", i.answers,
      array(select f.question_id from inspection_flags f
        where f.inspection_id = i.id and f.status <> 'withdrawn') as flagged
    from inspections i
    where i.plant_id = ${plantId} and i.period_key = any(${sql.param(keys)}::text[])
      and i.form_root_id = ${rootId} and coalesce(i.point_source, '') = ${pointSource ?? ''}`)) as {
    rows: GridInspection[];
  };
  return result.rows;
}

/** A flagged answer of a report in the grid. */
export interface GridFlag {
  inspectionId: number;
  questionId: number;
}

export interface GridQuestion {
  id: number;
  templateId: number;
  parentQuestionId: number | null;
  type: string;
  text: string;
  choices: string[];
  status: number;
  /** Days in the app's time zone; retiredOn null while on the form. */
  createdOn: string;
  retiredOn: string | null;
  /** Seconds since 1970. */
  createdAt: number;
  retiredAt: number | null;
}

/** Every question (live and retired) of the templates, in form order (questions_template_idx). */
export async function gridQuestions(db: Db, templateIds: number[]): Promise<GridQuestion[]> {
  const result = (await db.execute(sql`
    select q.id, q.template_id as "templateId", q.parent_question_id as "parentQuestionId", q.type, q.text,
      q.choices, q.status, ${day('q.created_at')} as "createdOn",
      case when q.retired_at is null then null else ${day('q.retired_at')} end as "retiredOn",
      extract(epoch from q.created_at)::float8 as "createdAt",
      extract(epoch from q.retired_at)::float8 as "retiredAt"
    from questions q
    where q.template_id = any(${sql.param(templateIds)}::integer[])
    order by q.template_id, q.position, q.id`)) as { rows: GridQuestion[] };
  return result.rows;
}
