// Mixed load: writers submit valid Daily Form inspections for today (a signature upload, then the submission,
// each on a plant no other writer gets) while readers cycle through the read calls, for a bounded time.
import { performance } from 'node:perf_hooks';
import {
  formatMdyDate,
  isFlaggedAnswer,
  SIGNATURE_FONTS,
  today,
  type AnswerItem,
  type FillInForm,
} from '@envirotrack/shared';
import { signaturePng } from '../../src/db/generate/signature-png';
import { requestOf, type Call, type Role } from './calls';
import { dataOf, jsonBody, multipart, targetOf } from './http-client';
import { recorder, timed, type Recorder } from './load';
import type { Params } from './params';

export interface Acknowledged {
  plantId: number;
  inspectionId: number;
  version: number;
  periodKey: string;
}

export interface MixedResult {
  seconds: number;
  reads: Recorder;
  uploads: Recorder;
  submits: Recorder;
  acknowledged: Acknowledged[];
  /** Plants given to writers, and whether writers stopped early because none were left. */
  plantsUsed: number[];
  ranOut: boolean;
}

export interface MixedOptions {
  port: number;
  seconds: number;
  readers: number;
  /** One token per writer (its own session). */
  writerTokens: string[];
  tokens: Record<Role, string>;
  calls: Call[];
  params: Params;
}

/** Answers every top-level choice question with a choice that raises no flag, and text questions with '0'. */
function answersFor(form: FillInForm): AnswerItem[] {
  return form.questions.flatMap((q): AnswerItem[] => {
    if (!q.questionId || q.questionStatus !== 1) return [];
    if (q.questionType === 'ObjectiveType' || q.questionType === 'Dropdown') {
      const answer = q.choices.find((choice) => !isFlaggedAnswer(q, choice));
      return answer ? [{ questionId: q.questionId, answer }] : [];
    }
    return q.questionType === 'Text' ? [{ questionId: q.questionId, answer: '0' }] : [];
  });
}

export async function runMixed(options: MixedOptions): Promise<MixedResult> {
  const { params, calls } = options;
  const target = targetOf(options.port, options.readers + options.writerTokens.length);
  const queue = [...params.writerPlants];
  const plantsUsed: number[] = [];
  const date = today();
  const firstPlant = queue[0];
  const form = firstPlant
    ? await dataOf<FillInForm>(target, {
        method: 'GET',
        path: `/api/questiontoforms/${params.daily.key}/${firstPlant}/inspection/null/${formatMdyDate(date)}`,
        token: options.tokens.L2,
      })
    : undefined;
  const answers = form ? answersFor(form) : [];
  const signature = multipart('signature.png', 'image/png', signaturePng('Bench Writer'));
  const result: MixedResult = {
    seconds: 0,
    reads: recorder(),
    uploads: recorder(),
    submits: recorder(),
    acknowledged: [],
    plantsUsed,
    ranOut: false,
  };
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const running = () => performance.now() < end;

  const writer = async (token: string) => {
    while (running()) {
      const plantId = queue.shift();
      if (plantId === undefined) {
        result.ranOut = true;
        return;
      }
      plantsUsed.push(plantId);
      const uploaded = await timed(
        target,
        {
          method: 'POST',
          path: `/api/inspection-files/signatures?plantId=${plantId}`,
          token,
          body: signature.body,
          contentType: signature.type,
        },
        result.uploads,
      );
      if (uploaded.status !== 200) continue;
      const name = (JSON.parse(uploaded.body.toString()) as { data: { name: string } }).data.name;
      const body = jsonBody({
        plantId,
        formId: params.daily.key,
        inspectionDate: formatMdyDate(date),
        answers,
        signatureUrls: [name],
        signature: { mode: 'typed', name: 'Bench Writer', font: SIGNATURE_FONTS[0] },
        isPermanent: 'Yes',
      });
      const submitted = await timed(
        target,
        { method: 'POST', path: '/api/submitinspection', token, body },
        result.submits,
      );
      if (submitted.status !== 200) continue;
      const saved = (
        JSON.parse(submitted.body.toString()) as { data: { inspectionId: number; version: number } }
      ).data;
      const { inspectionId, version } = saved;
      result.acknowledged.push({ plantId, inspectionId, version, periodKey: params.daily.periodKey });
    }
  };
  const reader = async (n: number) => {
    for (let i = n; running(); i += options.readers) {
      const call = calls[i % calls.length];
      if (!call) return;
      await timed(target, { ...requestOf(call, i), token: options.tokens[call.role] }, result.reads);
    }
  };
  await Promise.all([
    ...options.writerTokens.map(writer),
    ...Array.from({ length: options.readers }, (_, n) => reader(n)),
  ]);
  result.seconds = (performance.now() - started) / 1000;
  target.agent.destroy();
  return result;
}
