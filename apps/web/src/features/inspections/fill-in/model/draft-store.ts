import { z } from 'zod';
import { attachmentInfo, SIGNATURE_FONTS, storedAnswer, type SetupQuestion } from '@envirotrack/shared';
import { startingAnswers } from './answer-list';
import type { FillInValues } from './fill-in-values';

/** What a fill-in's answers were typed on: the saved version and its signature (none for a new one). */
export interface DraftBase {
  version: number | null;
  /** The stored name of the signature the form opened with. */
  signature: string | null;
}

/**
 * Unsaved answers kept in this browser while the user types (never lose what was typed): one draft per
 * user, form, plant, point source and period. It goes when the inspection is saved or the user discards it.
 */
export interface FillInDraft extends FillInValues {
  /** When it was last written (ISO timestamp). */
  savedAt: string;
  base: DraftBase;
}

const draftSchema = z.object({
  savedAt: z.string(),
  base: z.object({ version: z.number().int().nullable(), signature: z.string().nullable() }),
  answers: z.array(storedAnswer),
  isPermanent: z.enum(['Yes', 'No']),
  attachments: z.array(attachmentInfo),
  signature: z
    .object({
      name: z.string(),
      url: z.string(),
      mode: z.enum(['typed', 'drawn']),
      typedName: z.string().optional(),
      font: z.enum(SIGNATURE_FONTS).optional(),
    })
    .nullable(),
  /** Missing in drafts kept before lead persons were named. */
  leadPersonId: z.number().int().nullable().default(null),
});

export interface DraftPlace {
  userId: number;
  formId: string;
  plantId: number;
  pointSource: number | null;
  periodKey: string;
}

export const draftKey = (place: DraftPlace) =>
  ['envirotrack.draft', place.userId, place.formId, place.plantId, place.pointSource ?? '-', place.periodKey]
    .map((part) => encodeURIComponent(String(part)))
    .join(':');

export function readDraft(key: string): FillInDraft | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed = draftSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the draft; a full or blocked storage must not break the form, so a failure is only logged. */
export function writeDraft(key: string, values: FillInValues, base: DraftBase): void {
  const draft: FillInDraft = { ...values, base, savedAt: new Date().toISOString() };
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('The draft of this form could not be kept in this browser.', error);
  }
}

export function removeDraft(key: string): void {
  localStorage.removeItem(key);
}

/**
 * The values a restored draft puts in the form. A draft that kept the signature its answers were loaded
 * with takes the signature the form has now: the saved inspection may have been signed again since, and
 * only its current signature (or a new one) can be kept.
 */
export function restoredValues(
  draft: FillInDraft,
  loaded: FillInValues,
  questions: readonly SetupQuestion[],
  withModules: boolean,
): FillInValues {
  const keptSaved = draft.signature !== null && draft.signature.name === draft.base.signature;
  return {
    answers: startingAnswers(questions, draft.answers, withModules),
    isPermanent: draft.isPermanent,
    attachments: draft.attachments,
    signature: keptSaved ? loaded.signature : draft.signature,
    leadPersonId: draft.leadPersonId,
  };
}

/** What a restored draft named that the server no longer keeps. */
export interface GoneUploads {
  attachments: string[];
  signature: boolean;
}

/**
 * Leaves out of restored values the uploads the server removed meanwhile: files no inspection took up are
 * cleaned after a day, so a draft kept longer can name them. Files the saved inspection holds are kept.
 */
export async function withoutGoneUploads(
  values: FillInValues,
  loaded: FillInValues,
  exists: (url: string) => Promise<boolean>,
): Promise<{ values: FillInValues; gone: GoneUploads }> {
  const held = new Set([...loaded.attachments.map((a) => a.name), loaded.signature?.name ?? '']);
  const checked = await Promise.all(
    values.attachments.map(async (file) => ({ file, kept: held.has(file.name) || (await exists(file.url)) })),
  );
  const signature = values.signature;
  const signatureKept = !signature || held.has(signature.name) || (await exists(signature.url));
  return {
    values: {
      ...values,
      attachments: checked.filter((c) => c.kept).map((c) => c.file),
      signature: signatureKept ? signature : null,
    },
    gone: {
      attachments: checked.filter((c) => !c.kept).map((c) => c.file.fileName),
      signature: !signatureKept,
    },
  };
}
