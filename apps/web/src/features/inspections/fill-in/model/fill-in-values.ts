import {
  SIGNATURE_FONTS,
  type AttachmentInfo,
  type FillInForm,
  type InspectionDetails,
  type ModuleAnswer,
  type SignatureFont,
} from '@envirotrack/shared';
import type { SignatureValue } from '../../components/signature/signature-field';
import { sameAnswers, startingAnswers } from './answer-list';

/** Everything the user enters on a fill-in: what a draft keeps and what a submission sends. */
export interface FillInValues {
  answers: ModuleAnswer[];
  isPermanent: 'Yes' | 'No';
  attachments: AttachmentInfo[];
  signature: SignatureValue | null;
  /** Housekeeping sign-offs: the lead person named (a user id), or none. */
  leadPersonId: number | null;
}

const isFont = (font: string | null): font is SignatureFont =>
  (SIGNATURE_FONTS as readonly (string | null)[]).includes(font);

/** The saved signature as the signature field holds it. */
export function savedSignature(details: InspectionDetails | null): SignatureValue | null {
  const signature = details?.signature;
  if (!signature) return null;
  return {
    name: signature.name,
    url: signature.url,
    mode: signature.mode,
    ...(signature.typedName ? { typedName: signature.typedName } : {}),
    ...(isFont(signature.font) ? { font: signature.font } : {}),
  };
}

export function sameValues(a: FillInValues, b: FillInValues): boolean {
  return (
    sameAnswers(a.answers, b.answers) &&
    a.isPermanent === b.isPermanent &&
    a.attachments.map((x) => x.name).join('/') === b.attachments.map((x) => x.name).join('/') &&
    (a.signature?.name ?? '') === (b.signature?.name ?? '') &&
    a.leadPersonId === b.leadPersonId
  );
}

/** What the form opens with: the saved inspection of the period, or a blank form (permanent: Yes). */
export function loadedValues(
  form: FillInForm,
  details: InspectionDetails | null,
  withModules: boolean,
): FillInValues {
  return {
    answers: startingAnswers(form.questions, details?.answers ?? [], withModules),
    isPermanent: details?.isPermanent ?? 'Yes',
    attachments: details?.attachments ?? [],
    signature: savedSignature(details),
    leadPersonId: details?.leadPerson?.id ?? null,
  };
}
