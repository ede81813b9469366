import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  isChoiceQuestion,
  isFlaggedAnswer,
  isSlotItem,
  periodKey,
  type Frequency,
  type QuestionType,
  slotsOf,
  totalScore,
} from '@envirotrack/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app';
import { answersHash } from '../../lib/answers-hash';
import { createDiskStorage, type Storage } from '../../lib/storage';
import type { Database } from '../client';
import type { AnswerRecord, SignatureRecord } from '../schema';
import { builtInForms } from '../seed/library';
import { installLibrary } from '../seed/library-loader';
import { generateHistory } from './history';
import { createOrganisation } from './organisation';
import { rawClient, type RawClient } from './writer';

const FROM = '2026-01-01';
const TO = '2026-02-28';

let database: Database;
let client: RawClient;
let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  database = await openTestDatabase();
  client = rawClient(database.db);
  await installLibrary(database.db, builtInForms);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'envirotrack-generate-'));
  storage = createDiskStorage(dataDir);
});
afterAll(async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function generate(seed: string) {
  const org = await createOrganisation(database.db, { plants: 3, seed, passwordHash: 'not-a-login' });
  const report = await generateHistory(database.db, {
    orgId: org.orgId,
    from: FROM,
    to: TO,
    seed,
    storage,
    batchSize: 300,
    concurrency: 2,
  });
  return { org, report };
}

interface InspectionRow {
  id: number;
  plant_id: number;
  template_id: number;
  form_root_id: number;
  point_source_id: number | null;
  point_source: string | null;
  period_key: string;
  inspection_date: string;
  inspection_type: string;
  permit_type: string;
  frequency: Frequency;
  time: string;
  is_permanent: boolean;
  answers: AnswerRecord[];
  total_score: number | null;
  signature: SignatureRecord;
  version: number;
  created_by: number;
  updated_by: number;
  created_at: string;
  local_day: string;
}

interface QuestionRow {
  id: number;
  template_id: number;
  parent_question_id: number | null;
  position: number;
  type: QuestionType;
  text: string;
  choices: string[];
  is_flagged: boolean;
  follow_up_on: string | null;
  answer_selected: string | null;
}

const rowsOf = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;

describe('generated inspection history', () => {
  it('writes what the server writes: one inspection per plant, form, point source and period', async () => {
    const { org, report } = await generate('unit');
    const inspections = await rowsOf<InspectionRow>(
      `select i.*, i.inspection_date::text as inspection_date, i.created_at::text as created_at,
         (i.created_at at time zone 'America/Chicago')::date::text as local_day
       from inspections i where org_id = $1 order by id`,
      [org.orgId],
    );
    expect(inspections.length).toBe(report.inspections);
    expect(new Set(inspections.map((i) => i.frequency)).size).toBeGreaterThanOrEqual(3);
    const keys = inspections.map((i) =>
      [i.plant_id, i.form_root_id, i.point_source ?? '', i.period_key].join('/'),
    );
    expect(new Set(keys).size).toBe(keys.length);

    const chosen = await rowsOf<{ plant_id: number; template_id: number; point_source_ids: number[] }>(
      'select pf.* from plant_forms pf join plants p on p.id = pf.plant_id where p.org_id = $1',
      [org.orgId],
    );
    const templates = await rowsOf<{
      id: number;
      based_on_id: number | null;
      inspection_type: string;
      permit_type: string;
      frequency: string;
      module_size: number | null;
    }>('select * from form_templates');
    const sources = await rowsOf<{ id: number; template_id: number; name: string }>(
      'select * from form_point_sources',
    );
    const users = await rowsOf<{ id: number; first_name: string; last_name: string }>(
      'select * from users where org_id = $1',
      [org.orgId],
    );
    for (const i of inspections) {
      const choice = chosen.find((c) => c.plant_id === i.plant_id && c.template_id === i.template_id);
      const template = templates.find((t) => t.id === i.template_id);
      expect(choice).toBeDefined();
      expect(i.form_root_id).toBe(template?.based_on_id ?? template?.id);
      expect([i.inspection_type, i.permit_type, i.frequency]).toEqual([
        template?.inspection_type,
        template?.permit_type,
        template?.frequency,
      ]);
      if (choice?.point_source_ids.length) {
        expect(choice.point_source_ids).toContain(i.point_source_id);
        expect(i.point_source).toBe(sources.find((s) => s.id === i.point_source_id)?.name);
      } else {
        expect([i.point_source_id, i.point_source]).toEqual([null, null]);
      }
      expect(i.period_key).toBe(periodKey(i.frequency, i.inspection_date));
      expect(i.inspection_date >= FROM && i.inspection_date <= TO).toBe(true);
      expect(i.local_day).toBe(i.inspection_date);
      expect(i.time).toMatch(/^(0[1-9]|1[0-2]):[0-5]\d [AP]M$/);
      expect([i.is_permanent, i.version, i.updated_by]).toEqual([true, 1, i.created_by]);
    }

    const questions = await rowsOf<QuestionRow>(
      'select * from questions where status = 1 order by position, id',
    );
    const byId = new Map(questions.map((q) => [q.id, q]));
    const flags = await rowsOf<{
      inspection_id: number;
      question_id: number;
      module_index: number;
      answer: string;
      status: string;
      follow_up_remark: string | null;
      follow_up_date: string | null;
      follow_up_by: number | null;
    }>('select *, follow_up_date::text as follow_up_date from inspection_flags where org_id = $1', [
      org.orgId,
    ]);
    const expectedFlags: string[] = [];
    const scorecards: (number | null)[] = [];
    for (const i of inspections) {
      const template = templates.find((t) => t.id === i.template_id);
      const lookup = new Map(i.answers.filter((a) => a.m === 0).map((a) => [a.q, a.a]));
      expect(i.answers).toEqual(
        [...i.answers].sort((x, y) => x.q - y.q || x.m - y.m).filter((a) => a.a !== ''),
      );
      for (const a of i.answers) {
        const q = byId.get(a.q);
        expect(q?.template_id).toBe(i.template_id);
        if (!q) continue;
        expect(a.m).toBeLessThan(template?.module_size ? 3 : 1);
        const setup = { questionType: q.type, choices: q.choices };
        if (isSlotItem(setup)) slotsOf(a.a).forEach((slot, n) => expect(['', q.choices[n]]).toContain(slot));
        else if (isChoiceQuestion(setup)) expect(q.choices).toContain(a.a);
        if (q.parent_question_id !== null) {
          const parent = i.answers.find((p) => p.q === q.parent_question_id && p.m === a.m);
          expect(parent?.a).toBe(q.answer_selected);
        }
        if (isFlaggedAnswer({ isFlagged: q.is_flagged, followUpOn: q.follow_up_on }, a.a))
          expectedFlags.push(`${i.id}/${a.q}/${a.m}/${a.a}`);
      }
      const top = questions
        .filter((q) => q.template_id === i.template_id && q.parent_question_id === null)
        .map((q) => ({ questionId: q.id, questionType: q.type, question: q.text, choices: q.choices }));
      expect(i.total_score).toBe(totalScore(top, lookup));
      if (i.inspection_type === 'HouseKeeping' && i.frequency === 'Monthly') scorecards.push(i.total_score);
      const signer = users.find((u) => u.id === i.created_by);
      expect(i.signature).toEqual({
        file: expect.stringMatching(/^[A-Za-z0-9_-]+\.png$/),
        mode: 'typed',
        typedName: `${signer?.first_name} ${signer?.last_name}`,
        font: 'Dancing Script',
        signedBy: i.created_by,
        signedAt: new Date(i.created_at).toISOString(),
        answersHash: answersHash(i.answers),
      });
    }
    expect(
      flags.map((f) => `${f.inspection_id}/${f.question_id}/${f.module_index}/${f.answer}`).sort(),
    ).toEqual(expectedFlags.sort());
    expect(flags.length).toBeGreaterThan(0);
    expect(scorecards.filter((score) => score !== null).length).toBeGreaterThan(0);
    for (const f of flags) {
      const followedUp = [f.follow_up_remark, f.follow_up_date, f.follow_up_by].every((v) => v !== null);
      expect(followedUp).toBe(f.status === 'closed');
    }

    const versions = await rowsOf<{
      inspection_id: number;
      version: number;
      answers: AnswerRecord[];
      changed_question_ids: number[];
      attachments: string[];
      signature: SignatureRecord;
      saved_by: number;
      saved_at: string;
    }>(
      `select v.*, v.saved_at::text as saved_at from inspection_versions v
       join inspections i on i.id = v.inspection_id where i.org_id = $1`,
      [org.orgId],
    );
    expect(versions.length).toBe(inspections.length);
    for (const v of versions) {
      const i = inspections.find((x) => x.id === v.inspection_id);
      expect(v).toMatchObject({ version: 1, answers: i?.answers, signature: i?.signature, attachments: [] });
      expect([v.saved_by, v.saved_at]).toEqual([i?.created_by, i?.created_at]);
      expect(v.changed_question_ids).toEqual([...new Set(i?.answers.map((a) => a.q))].sort((x, y) => x - y));
    }

    const files = await rowsOf<{
      name: string;
      folder: string;
      attached: boolean;
      uploaded_by: number;
      inspection_id: number | null;
    }>('select * from inspection_files where org_id = $1', [org.orgId]);
    // One signature per signer and plant, tied to an inspection of that plant signed with it.
    expect(files.length).toBe(new Set(inspections.map((i) => `${i.plant_id}:${i.created_by}`)).size);
    expect(report.signatures).toBe(files.length);
    for (const i of inspections) {
      const file = files.find((f) => f.name === i.signature.file);
      expect(file).toMatchObject({ folder: 'signatures', attached: true, uploaded_by: i.created_by });
      const linked = inspections.find((x) => x.id === file?.inspection_id);
      expect([linked?.plant_id, linked?.signature.file]).toEqual([i.plant_id, i.signature.file]);
    }
    const png = await storage.read({ folder: 'signatures', name: files[0]?.name ?? '' });
    expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('generates the same answers again from the same seed', async () => {
    const first = await generate('again');
    const second = await generate('again');
    const summary = async (orgId: number) =>
      (
        await rowsOf<{ line: string }>(
          `select p.plant_id || ' ' || i.template_id || ' ' || coalesce(i.point_source, '-') || ' ' || i.period_key
             || ' ' || i.inspection_date || ' ' || i.time || ' ' || i.answers::text as line
           from inspections i join plants p on p.id = i.plant_id where i.org_id = $1 order by 1`,
          [orgId],
        )
      ).map((r) => r.line);
    expect(await summary(second.org.orgId)).toEqual(await summary(first.org.orgId));
    expect(second.report.flags).toBe(first.report.flags);
  });
});
