import { z } from 'zod';
import { PERMIT_TYPES } from './forms-vocabulary';
import { dbIdText } from './ids';
import { isIsoDate } from './periods';

/**
 * The evidence pack (issue 17): one PDF of a plant's records over a date range and permit types, with a
 * verification appendix whose links open `GET /verify/{inspectionId}/{hash}`. Limits and texts the issue
 * leaves open are in docs/decisions.md, 'Evidence pack'.
 */

/** The range a pack covers by default: the last 12 months. */
export const EVIDENCE_PACK_DEFAULT_MONTHS = 12;
/** The longest range one pack may cover (days): three years. */
export const EVIDENCE_PACK_MAX_DAYS = 3 * 366;
/** The most reports one pack holds: more is refused with a narrower range asked for. */
export const EVIDENCE_PACK_MAX_REPORTS = 2000;
/** How long a finished pack is kept to download (hours). */
export const EVIDENCE_PACK_KEEP_HOURS = 24;

export const EVIDENCE_PACK_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type EvidencePackState = (typeof EVIDENCE_PACK_STATES)[number];

const isoDay = z.string().refine(isIsoDate, 'Enter a date as YYYY-MM-DD.');

export const evidencePackPlantParams = z.object({ plantId: dbIdText });
export const evidencePackParams = z.object({ packId: dbIdText });

export const evidencePackRequest = z
  .object({
    from: isoDay,
    to: isoDay,
    permitTypes: z.array(z.enum(PERMIT_TYPES)).min(1, 'Choose at least one permit type.').max(4),
  })
  .refine((r) => r.from <= r.to, {
    message: 'The start date must be on or before the end date.',
    path: ['to'],
  })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < EVIDENCE_PACK_MAX_DAYS, {
    message: 'A pack covers at most three years: choose a shorter range.',
    path: ['from'],
  });
export type EvidencePackRequest = z.infer<typeof evidencePackRequest>;

/** A pack as its progress is polled. */
export const evidencePack = z.object({
  packId: z.number().int(),
  plantId: z.number().int(),
  state: z.enum(EVIDENCE_PACK_STATES),
  /** Reports laid out so far, of `total` (0 of 0 until the job has counted them). */
  done: z.number().int(),
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
  permitTypes: z.array(z.enum(PERMIT_TYPES)),
  createdAt: z.string(),
  /** Why a pack failed, in words for the user. */
  error: z.string().nullable(),
});
export type EvidencePack = z.infer<typeof evidencePack>;

/** `GET /api/verify/{inspectionId}/{hash}`: the hash is the signature's SHA-256 over the signed answers. */
export const verifyParams = z.object({
  inspectionId: dbIdText,
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'A verification code is 64 hexadecimal characters.'),
});

export const VERIFY_VERDICTS = ['unchanged', 'changed'] as const;

/** What a verification link may tell anyone who holds it: the verdict and which record, nothing else. */
export const verifyResult = z.object({
  verdict: z.enum(VERIFY_VERDICTS),
  plantId: z.string(),
  form: z.string(),
  period: z.string(),
  signer: z.string(),
  signedAt: z.string(),
  /** Changed: how many answers differ from the signed ones, and when the record was last changed. */
  changedAnswers: z.number().int().nullable(),
  changedAt: z.string().nullable(),
});
export type VerifyResult = z.infer<typeof verifyResult>;

/** Texts of the pack and the verification page (the spec has none: docs/decisions.md 'Evidence pack'). */
export const evidencePackMessages = {
  button: 'Evidence pack',
  title: 'Evidence pack',
  from: 'From',
  to: 'To',
  permitTypes: 'Permit types',
  generate: 'Generate pack',
  cancel: 'Cancel',
  download: 'Download PDF',
  progress: (done: number, total: number) => `${done} of ${total} reports laid out`,
  queued: 'Waiting to start…',
  cancelled: 'The pack was cancelled.',
  failed: 'The pack could not be made.',
  ready: 'The pack is ready.',
  packNotFound: 'Evidence pack not found.',
  fileGone: 'This pack is no longer kept: generate it again.',
  notReady: 'The pack is not ready yet.',
  tooMany: (n: number) =>
    `The range holds more than ${n} reports: choose a shorter range or fewer permit types.`,
  notFinished: 'Only a pack still being made can be cancelled.',
  coverTitle: 'Evidence pack',
  complianceTitle: 'Compliance',
  reportsTitle: 'Reports',
  flagLogTitle: 'Flag log',
  editedTitle: 'Reports edited after signing',
  noEdited: 'No report in this pack was edited after signing.',
  noFlags: 'No flags were raised in this range.',
  appendixTitle: 'Verification appendix',
  appendixIntro:
    'Each report below carries the SHA-256 of the answers its signer signed. Open its link, or scan its QR ' +
    'code, to check that the record is unchanged since signing, or to see that it changed.',
  page: (x: number, y: number) => `Page ${x} of ${y}`,
  done: 'Done',
  missing: 'Missing',
  notDue: 'Not due',
  verifyTitle: 'Record verification',
  verifyUnchanged: 'This record is unchanged since it was signed.',
  verifyChanged: (n: number | null, at: string | null) =>
    `This record was changed after it was signed${at ? ` (last changed ${at})` : ''}${
      n === null ? '' : `: ${n} ${n === 1 ? 'answer differs' : 'answers differ'} from the signed ones`
    }.`,
  verifyUnknown: 'No signed record matches this verification link.',
} as const;
