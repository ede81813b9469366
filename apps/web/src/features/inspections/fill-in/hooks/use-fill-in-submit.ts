import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  durations,
  inspectionMessages,
  inspectionTimings,
  type FillInForm,
  type InspectionDetails,
} from '@envirotrack/shared';
import { ApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSubmitInspection } from '../../api/fill-in-submit';
import { SIGN_OFF_ID } from '../components/sign-off-section';
import { removeDraft, writeDraft, type DraftBase } from '../model/draft-store';
import type { FillInValues } from '../model/fill-in-values';
import { submissionOf } from '../model/submission';

/** Why the last submit did not save: shown under the form until the next attempt. */
export interface SubmitProblem {
  kind: 'signature' | 'conflict' | 'invalid' | 'failed';
  message: string;
}

interface SubmitOptions {
  form: FillInForm;
  details: InspectionDetails | null;
  values: FillInValues;
  draftKey: string;
  draftBase: DraftBase;
  /** The inspection list (with the plant, so its modal opens again) to return to. */
  listPath: string;
}

/**
 * Submit and Update (spec 2 §4, §5). No signature: nothing is sent. A 409 (saved by someone else, or the
 * period filled meanwhile) or a 4xx keeps the user on the form with the server's message. Any other
 * failure keeps the answers as a draft and returns to the list after the spec's 14 seconds.
 */
export function useFillInSubmit({ form, details, values, draftKey, draftBase, listPath }: SubmitOptions) {
  const navigate = useNavigate();
  const mutation = useSubmitInspection();
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const fail = (kind: SubmitProblem['kind'], message: string) => {
    setProblem({ kind, message });
    notifyError(message, kind === 'failed' ? durations.postFailure : durations.failure);
  };

  const submit = () => {
    if (!values.signature) {
      const message = form.isDeclarationRequired
        ? inspectionMessages.declarationSignature
        : inspectionMessages.addSignature;
      document.getElementById(SIGN_OFF_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return fail('signature', message);
    }
    window.clearTimeout(redirect.current);
    setProblem(null);
    const inspectionId = details?.inspectionId ?? null;
    const body = submissionOf({ form, values, version: details?.version, inspectionId });
    mutation.mutate(
      { inspectionId, body },
      {
        onSuccess: ({ message }) => {
          removeDraft(draftKey);
          notifySuccess(message ?? inspectionMessages.submitted, durations.success);
          void navigate(listPath);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return fail('conflict', error.message);
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.handled)
            return fail('invalid', error.message);
          writeDraft(draftKey, values, draftBase);
          fail('failed', inspectionMessages.submitFailed);
          redirect.current = window.setTimeout(
            () => void navigate(listPath),
            inspectionTimings.failureRedirect,
          );
        },
      },
    );
  };

  return { submit, saving: mutation.isPending, problem };
}
