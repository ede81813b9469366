import {
  clockTime,
  formatMdyDate,
  namesLeadPerson,
  today,
  type FillInForm,
  type SubmissionBody,
} from '@envirotrack/shared';
import { answersToSend } from './answer-list';
import type { FillInValues } from './fill-in-values';

interface SubmissionInput {
  form: FillInForm;
  values: FillInValues;
  /** The version of the saved inspection the answers were loaded from (updates only). */
  version: number | undefined;
  inspectionId: number | null;
  /** A new corrective-action follow-up form: the open flags it follows up. */
  followUpFlagIds?: number[];
}

/** The body of POST /submitinspection and /updateinspection/{id} (spec 2 §3). */
export function submissionOf({
  form,
  values,
  version,
  inspectionId,
  followUpFlagIds,
}: SubmissionInput): SubmissionBody {
  const { signature } = values;
  return {
    plantId: form.plant.id,
    orgId: form.plant.orgId,
    formId: form.FormId,
    inspectionId,
    inspectionDate: formatMdyDate(form.date),
    submittedDate: formatMdyDate(today()),
    time: clockTime(),
    answers: answersToSend(form.questions, values.answers),
    imageUrls: values.attachments.map((a) => a.name),
    attachmentfilename: values.attachments.map((a) => a.fileName),
    signatureUrls: signature ? [signature.name] : [],
    ...(signature
      ? {
          signature: {
            mode: signature.mode,
            ...(signature.typedName ? { name: signature.typedName } : {}),
            ...(signature.font ? { font: signature.font } : {}),
          },
        }
      : {}),
    permitType: form.permitType,
    facilityType: form.plant.facilityType,
    pointSource: form.pointSource?.PsId ?? null,
    isPermanent: values.isPermanent,
    inspectionType: form.InspectionType,
    frequency: form.frequency,
    ...(version === undefined ? {} : { version }),
    ...(namesLeadPerson(form.ParentId) ? { leadPersonId: values.leadPersonId } : {}),
    ...(inspectionId === null && followUpFlagIds ? { followUpFlagIds } : {}),
  };
}
