import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { durations, inspectionMessages, type FillInForm } from '@envirotrack/shared';
import { notifySuccess } from '../../../../lib/notify';
import { getFillInAnswers } from '../../api/fill-in-get-answers';
import { fillInKey, type FillInRequest } from '../../api/fill-in-get-form';
import { inspectionsKey } from '../../../../lib/query-keys';
import { removeDraft, writeDraft, type DraftBase } from '../model/draft-store';
import type { FillInValues } from '../model/fill-in-values';
import { holdsSubmission } from '../model/own-submission';

interface OpenSavedOptions {
  request: FillInRequest;
  form: FillInForm;
  draftKey: string;
  draftBase: DraftBase;
}

/**
 * A new inspection answered 'already filled': the period was saved meanwhile, by someone else or by this
 * very submit whose answer was lost (a dropped connection, a server stopped after its commit). That is no
 * error to show: the saved inspection opens in place of the blank form (the fill-in queries load again).
 * If it holds exactly what was submitted, it is the user's own and is reported as saved; otherwise the
 * answers stay as a draft, which the reopened form offers. Rejects when the saved one cannot be read.
 */
export function useOpenSaved({ request, form, draftKey, draftBase }: OpenSavedOptions) {
  const queryClient = useQueryClient();

  return async (values: FillInValues) => {
    writeDraft(draftKey, values, draftBase);
    // Read before the form reloads: the reopened form decides at once whether to offer the draft.
    const saved = await getFillInAnswers(request);
    const own = saved !== null && holdsSubmission(saved, form, values);
    if (own) removeDraft(draftKey);
    void queryClient.invalidateQueries({ queryKey: inspectionsKey, refetchType: 'none' });
    await queryClient.resetQueries({ queryKey: fillInKey(request) });
    if (own) notifySuccess(inspectionMessages.submitted, durations.success);
    else
      notifications.show({
        color: 'blue',
        message: inspectionMessages.alreadyFilledOpened,
        autoClose: durations.failure,
      });
  };
}
