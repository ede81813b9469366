import {
  CERTIFIED_FLAGGED_PARENTS,
  DEFAULT_FLAG_CLOSE_DAYS,
  flaggedFormMessages,
  flaggedFormType,
  flaggedQuestionLabel,
  flaggedQuestionShown,
  formatMdyDate,
  isAnswerable,
  isFlagOverdue,
  pageCount,
  shownAnswer,
  today,
  type FlaggedFormDetails,
  type FlaggedFormQuestion,
  type FlaggedFormsPage,
  type FlaggedFormState,
  type Frequency,
  type SetupQuestion,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import type { SignatureRecord } from '../../db/schema';
import { answersHash } from '../../lib/answers-hash';
import { buildTree } from '../../lib/form-catalogue';
import { orgSettingsOf } from '../../lib/org-settings.queries';
import { scopeOf } from '../../lib/plant-scope';
import { Problem } from '../../lib/problem';
import type { StorageFolder } from '../../lib/storage';
import type { AuthContext } from '../../plugins/auth';
import {
  associationsOf,
  findFlaggedForm,
  flaggedFormFiles,
  flaggedFormQuestions,
  liveFlags,
  namesOf,
} from './flagged-form-details.queries';
import { flaggedMatches, pageFlaggedForms, type FlaggedFormRow } from './flagged-forms.queries';

export type UrlOf = (folder: StorageFolder, name: string) => string;

export interface FlaggedListRequest {
  formType: Frequency;
  pageNum: number;
  sortIndex: 'submittedDate' | 'dateCompleted';
  isAsc: boolean;
  searchText: string;
}

/** `GET /flaggedcompleted|flaggedincomplete/...`: one page of the caller's flagged forms of one type. */
export async function listFlaggedForms(
  db: Db,
  auth: AuthContext,
  state: FlaggedFormState,
  request: FlaggedListRequest,
): Promise<FlaggedFormsPage> {
  const { scope, query, matches } = await checkedFlaggedForms(db, auth, state, request);
  const { rows, total } = await pageFlaggedForms(db, scope, { ...query, page: request.pageNum }, matches);
  return { Forms: rows.map(flaggedFormItem), PagesCount: pageCount(total), TotalCount: total };
}

/** The list the caller asked for: its scope, query and search matches (what a page and an export read). */
export async function checkedFlaggedForms(
  db: Db,
  auth: AuthContext,
  state: FlaggedFormState,
  request: Omit<FlaggedListRequest, 'pageNum'>,
) {
  const scope = scopeOf(auth);
  const matches = await flaggedMatches(db, scope, request.searchText);
  const query = {
    state,
    frequency: request.formType,
    search: request.searchText,
    sort: request.sortIndex,
    ascending: request.isAsc,
    today: today(),
  };
  return { scope, query, matches };
}

/** A listed flagged form as the list answers it. */
export const flaggedFormItem = (row: FlaggedFormRow): FlaggedFormsPage['Forms'][number] => ({
  id: row.id,
  FormId: row.FormId,
  FormType: row.FormType as Frequency,
  Type: flaggedFormType(row.inspectionName, row.pointSource),
  inspectionName: row.inspectionName,
  pointSource: row.pointSource,
  PlantId: row.PlantId,
  plantUID: row.plantUID,
  plantName: row.plantName,
  Region: row.Region,
  ActualDate: row.submittedAt.toISOString(),
  DateCompleted: row.complete ? row.DateCompleted : null,
  CompletedBy:
    row.complete && row.completedByFirst !== null
      ? `${row.completedByFirst} ${row.completedByLast ?? ''}`.trim()
      : null,
  openFlags: row.openFlags,
  closedFlags: row.closedFlags,
  overdue: row.overdue,
});

/** Answerable questions depth first, the sub-questions only where answered (they follow their parent's answer). */
function shownQuestions(tree: readonly SetupQuestion[], answered: Set<number>, top = true): SetupQuestion[] {
  return tree.flatMap((q) => {
    const id = q.questionId ?? 0;
    const self =
      isAnswerable(q) && (top || answered.has(id)) && (q.questionStatus === 1 || answered.has(id)) ? [q] : [];
    return [...self, ...shownQuestions(q.subQuestions, answered, false)];
  });
}

/** `GET /getflaggedanswerdetails/{inspectionId}`: the flagged form instance (spec 3 §3) with its answers. */
export async function flaggedFormDetails(
  db: Db,
  urlOf: UrlOf,
  auth: AuthContext,
  inspectionId: number,
): Promise<FlaggedFormDetails> {
  const found = await findFlaggedForm(db, scopeOf(auth), inspectionId);
  if (!found) throw new Problem('notFound', flaggedFormMessages.notFound);
  const { inspection: row, template, summary } = found;
  const [rows, flags, associations, settings] = await Promise.all([
    flaggedFormQuestions(db, template.id, row.id),
    liveFlags(db, row.id),
    associationsOf(db, row.id),
    orgSettingsOf(db, row.orgId),
  ]);
  const evidenceIds = flags.flatMap((f) => (f.evidenceFileId === null ? [] : [f.evidenceFileId]));
  const signature: SignatureRecord | null = row.signature;
  const [files, names] = await Promise.all([
    flaggedFormFiles(db, row.id, evidenceIds),
    namesOf(db, [
      row.createdBy,
      ...flags.flatMap((f) => (f.followUpBy ? [f.followUpBy] : [])),
      ...(signature ? [signature.signedBy] : []),
    ]),
  ]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? 'Unknown user'));
  const fileOf = (file: (typeof files)[number]) => ({
    name: file.name,
    url: urlOf('images', file.name),
    fileName: file.originalName,
    contentType: file.contentType,
    size: file.size,
  });
  const submittedOn = today(undefined, row.createdAt);
  const todayIso = today();
  const closeDays = settings.flagCloseDays ?? DEFAULT_FLAG_CLOSE_DAYS;
  const answers = new Map(row.answers.map((a) => [`${a.q}:${a.m}`, a.a]));
  const answered = new Set(row.answers.map((a) => a.q));
  const flagOf = new Map(flags.map((f) => [`${f.questionId}:${f.moduleIndex}`, f]));
  const modules = (q: number) => {
    const found = [...new Set(row.answers.filter((a) => a.q === q).map((a) => a.m))].sort((a, b) => a - b);
    return found.length ? found : [0];
  };
  const pseudo = (question: string, answer: string): FlaggedFormQuestion => ({
    questionId: null,
    moduleIndex: 0,
    question,
    questionType: 'Text',
    quesNum: null,
    answer,
    flaggedQuestion: false,
    flagStatus: null,
    completed: false,
    completedBy: null,
    followUpComments: null,
    dateCompleted: null,
    overdue: false,
    evidence: null,
  });
  const own = shownQuestions(buildTree(rows, true), answered)
    .filter((q) => flaggedQuestionShown(q.question))
    .flatMap((q) =>
      modules(q.questionId ?? 0).map((m): FlaggedFormQuestion => {
        const flag = flagOf.get(`${q.questionId}:${m}`);
        const closed = flag?.status === 'closed';
        const evidence = flag?.evidenceFileId ? files.find((f) => f.id === flag.evidenceFileId) : undefined;
        return {
          questionId: q.questionId ?? null,
          moduleIndex: m,
          question: flaggedQuestionLabel(q.question),
          questionType: q.questionType,
          quesNum: q.questionNum ?? null,
          answer: shownAnswer(q, answers.get(`${q.questionId}:${m}`)),
          flaggedQuestion: flag !== undefined,
          flagStatus: flag ? (closed ? 'closed' : 'open') : null,
          completed: closed,
          completedBy: closed ? nameOf(flag.followUpBy) : null,
          followUpComments: closed ? flag.followUpRemark : null,
          dateCompleted: closed ? flag.followUpDate : null,
          overdue:
            flag !== undefined && !closed && isFlagOverdue('open', row.inspectionDate, closeDays, todayIso),
          evidence: evidence ? fileOf(evidence) : null,
        };
      }),
    );
  const attached = files.filter((f) => f.inspectionId === row.id && f.attached);
  return {
    id: row.id,
    FormId: template.formKey,
    FormType: row.frequency as Frequency,
    type: flaggedFormType(template.name, row.pointSource),
    parentId: template.parentId,
    PlantId: found.plantCode,
    plantName: found.plantName,
    Region: found.regionName,
    Date: row.createdAt.toISOString(),
    submittedOn,
    submittedBy: nameOf(row.createdBy) ?? '',
    Completed: summary.complete ? 1 : 0,
    CompletedBy: summary.complete ? nameOf(summary.lastFollowUpBy) : null,
    DateCompleted: summary.complete ? summary.lastFollowUpDate : null,
    ImageUrls: attached.map(fileOf),
    SignatureUrls: signature
      ? [
          {
            url: urlOf('signatures', signature.file),
            name: signature.file,
            mode: signature.mode,
            typedName: signature.typedName,
            font: signature.font,
            signedBy: { id: signature.signedBy, name: nameOf(signature.signedBy) ?? '' },
            signedAt: signature.signedAt,
            answersHash: signature.answersHash,
            matchesAnswers: signature.answersHash === answersHash(row.answers),
          },
        ]
      : [],
    certification: CERTIFIED_FLAGGED_PARENTS.includes(template.parentId),
    Associations: associations.map((a) => ({
      followUpInspectionId: a.followUpInspectionId,
      frequency: a.frequency as Frequency,
      createdAt: a.createdAt.toISOString(),
    })),
    questions: [
      pseudo(flaggedFormMessages.pseudo.submittedBy, nameOf(row.createdBy) ?? ''),
      pseudo(flaggedFormMessages.pseudo.submissionDate, formatMdyDate(submittedOn)),
      pseudo(flaggedFormMessages.pseudo.plantId, found.plantCode),
      ...own,
    ],
  };
}
