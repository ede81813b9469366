import { useEffect, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import {
  durations,
  inspectionMessages,
  inspectionTimings,
  type FillInForm,
  type InspectionDetails,
  type ProblemCode,
} from '@envirotrack/shared';
import { ApiError } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import type { FillInRequest } from '../../api/fill-in-get-form';
import { useSubmitInspection } from '../../api/fill-in-submit';
import { SIGN_OFF_ID } from '../components/sign-off-section';
import { removeDraft, writeDraft, type DraftBase } from '../model/draft-store';
import type { FillInValues } from '../model/fill-in-values';
import { submissionOf } from '../model/submission';
import { useOpenSaved } from './use-open-saved';

/** Why the last submit did not save: shown under the form until the next attempt. */
export interface SubmitProblem {
  kind: 'signature' | 'conflict' | 'invalid' | 'failed';
  message: string;
}

const ALREADY_FILLED: ProblemCode = 'alreadyFilled';
/** The toast of the last attempt's problem: the next attempt takes it away, as it does the alert. */
const PROBLEM_TOAST = 'fill-in-submit-problem';

interface SubmitOptions {
  request: FillInRequest;
  form: FillInForm;
  details: InspectionDetails | null;
  values: FillInValues;
  draftKey: string;
  draftBase: DraftBase;
  /** The inspection list (with the plant, so its modal opens again) to return to. */
  listPath: string;
  /** Saves a typed name or drawn ink the user has not saved yet (null: none). */
  saveUnsavedSignature: () => Promise<FillInValues['signature']>;
  /** A corrective-action follow-up form: the flags chosen to link it to (sent with a new inspection only). */
  followUpFlagIds?: number[];
  /** The server refused the submission (400): a chosen flag may have been closed meanwhile. */
  onRefused?: () => void;
}

/**
 * Submit and Update (spec 2 §4, §5). No signature: nothing is sent. A new inspection of a period filled
 * meanwhile opens the saved one (useOpenSaved). Another 409 (saved by someone else while editing) or a
 * 4xx keeps the user on the form with the server's message. Any other failure keeps the answers as a
 * draft and returns to the list after the spec's 14 seconds.
 */
export function useFillInSubmit(options: SubmitOptions) {
  const { form, details, values, draftKey, draftBase, listPath } = options;
  const navigate = useNavigate();
  const mutation = useSubmitInspection();
  const openSaved = useOpenSaved(options);
  const [opening, setOpening] = useState(false);
  const [signing, setSigning] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(
    () => () => {
      window.clearTimeout(redirect.current);
      // A problem belongs to this form: it does not follow the user to the next page.
      notifications.hide(PROBLEM_TOAST);
    },
    [],
  );

  const fail = (kind: SubmitProblem['kind'], message: string) => {
    setProblem({ kind, message });
    notifications.hide(PROBLEM_TOAST);
    notifications.show({
      id: PROBLEM_TOAST,
      color: 'red',
      message,
      autoClose: kind === 'failed' ? durations.postFailure : durations.failure,
    });
  };

  const keepAndLeave = (kept: FillInValues) => {
    writeDraft(draftKey, kept, draftBase);
    fail('failed', inspectionMessages.submitFailed);
    redirect.current = window.setTimeout(() => void navigate(listPath), inspectionTimings.failureRedirect);
  };

  const submit = async () => {
    let signed = values;
    if (!values.signature) {
      setSigning(true);
      const signature = await options.saveUnsavedSignature().finally(() => setSigning(false));
      if (signature) signed = { ...values, signature };
    }
    if (!signed.signature) {
      const message = form.isDeclarationRequired
        ? inspectionMessages.declarationSignature
        : inspectionMessages.addSignature;
      document.getElementById(SIGN_OFF_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return fail('signature', message);
    }
    window.clearTimeout(redirect.current);
    setProblem(null);
    notifications.hide(PROBLEM_TOAST);
    const inspectionId = details?.inspectionId ?? null;
    const body = submissionOf({
      form,
      values: signed,
      version: details?.version,
      inspectionId,
      followUpFlagIds: options.followUpFlagIds,
    });
    mutation.mutate(
      { inspectionId, body },
      {
        onSuccess: ({ message }) => {
          removeDraft(draftKey);
          notifySuccess(message ?? inspectionMessages.submitted, durations.success);
          void navigate(listPath);
        },
        onError: (error) => {
          // By code, not by message: the update's 409 (saved by someone else) must stay an error.
          if (error instanceof ApiError && error.code === ALREADY_FILLED && inspectionId === null) {
            setOpening(true);
            return void openSaved(signed)
              .catch(() => keepAndLeave(signed))
              .finally(() => setOpening(false));
          }
          if (error instanceof ApiError && error.status === 409) return fail('conflict', error.message);
          if (error instanceof ApiError && error.status >= 400 && error.status < 500 && !error.handled) {
            options.onRefused?.();
            return fail('invalid', error.message);
          }
          keepAndLeave(signed);
        },
      },
    );
  };

  return { submit, saving: mutation.isPending || opening || signing, problem };
}
