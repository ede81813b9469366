import type { FillInForm, InspectionDetails } from '@envirotrack/shared';
import { answersToSend, sameAnswers } from './answer-list';
import type { FillInValues } from './fill-in-values';

const names = (files: readonly { name: string }[]) =>
  files
    .map((f) => f.name)
    .sort()
    .join('/');

/**
 * Whether the saved inspection holds exactly what these values submit: then an 'already filled' answer
 * was to the user's own submission, saved by the server but its answer lost on the way back. The
 * signature alone nearly says so (a signature file is used once), the answers make it certain.
 */
export function holdsSubmission(saved: InspectionDetails, form: FillInForm, values: FillInValues): boolean {
  return (
    sameAnswers(saved.answers, answersToSend(form.questions, values.answers)) &&
    saved.isPermanent === values.isPermanent &&
    names(saved.attachments) === names(values.attachments) &&
    (saved.signature?.name ?? '') === (values.signature?.name ?? '') &&
    (saved.leadPerson?.id ?? null) === values.leadPersonId
  );
}
