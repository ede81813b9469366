import { useMemo, useRef, useState } from 'react';
import { Alert, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useOutletContext } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type AccountInfo,
  inspectionMessages,
  priorScoreLabel,
  setAnswer,
  today,
  toggleChoice,
  visibleQuestions,
  type Answers,
  type FillInForm,
  type InspectionDetails,
  type InspectionType,
} from '@envirotrack/shared';
import { confirmYesNo } from '../../../../components/confirm';
import { PageFrame } from '../../../../components/page-frame';
import { api } from '../../../../lib/api-client';
import { apiPathOf } from '../../../../lib/use-file-url';
import type { SignatureFieldHandle } from '../../components/signature/signature-field';
import { useSession } from '../../../../lib/session';
import type { FillInRequest } from '../../api/fill-in-get-form';
import { usePriorScore } from '../../api/fill-in-prior-score';
import { useOpenFlags } from '../../../../lib/open-flags';
import { useDraftOffer } from '../hooks/use-draft-offer';
import { useFillInSubmit } from '../hooks/use-fill-in-submit';
import { useFillInValues } from '../hooks/use-fill-in-values';
import { moduleAnswers } from '../model/answer-list';
import { draftKey, restoredValues, withoutGoneUploads } from '../model/draft-store';
import { loadedValues } from '../model/fill-in-values';
import { layoutOf } from '../model/layout';
import { formTitle } from '../model/period-label';
import { returnPath } from '../model/return-path';
import { computedScores, withLowScoreNotes } from '../model/scorecard';
import { DraftPrompt } from './draft-prompt';
import { FillInBody } from './fill-in-body';
import { FillInContext, type FillInContextValue } from './fill-in-context';
import { FillInHeader } from './fill-in-header';
import { FollowUpChooser } from './follow-up-chooser';
import type { AnswerEditing } from './question-list';
import { SavedStatus } from './saved-status';
import { SignOffSection } from './sign-off-section';
import { SubmitBar } from './submit-bar';

interface FillInScreenProps {
  form: FillInForm;
  details: InspectionDetails | null;
  request: FillInRequest;
  inspectionType: InspectionType;
  /** Begun as a corrective-action follow-up form (`?followUp=1`): offer the plant's open flags. */
  followUp: boolean;
  onReload: () => void;
}

/** The inspection fill-in (spec 2 §2.7): one form, for one plant, point source and period. */
export function FillInScreen({
  form,
  details,
  request,
  inspectionType,
  followUp,
  onReload,
}: FillInScreenProps) {
  const navigate = useNavigate();
  const session = useSession();
  const account = useOutletContext<UseQueryResult<AccountInfo> | undefined>();
  const layout = layoutOf(form);
  const withModules = layout.kind === 'modules';
  const [todayIso] = useState(() => today());
  const [loaded] = useState(() => loadedValues(form, details, withModules));
  const key = draftKey({
    userId: session?.UniqueId ?? 0,
    formId: form.FormId,
    plantId: form.plant.id,
    pointSource: form.pointSource?.PsId ?? null,
    periodKey: form.periodKey,
  });
  const offer = useDraftOffer(key, loaded);
  const [base] = useState(() => ({
    version: details?.version ?? null,
    signature: loaded.signature?.name ?? null,
  }));
  const signatureRef = useRef<SignatureFieldHandle>(null);
  const state = useFillInValues({ initial: loaded, draftKey: key, base, keepDraft: !offer.pending });
  const { values } = state;

  const readOnly = !form.FormActive && details === null;
  // Only a new inspection is linked to flags (the server refuses links on an update).
  const offerFlags = followUp && details === null && !readOnly;
  const openFlags = useOpenFlags(form.plant.id, offerFlags);
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(() => new Set());
  const followUpFlagIds = offerFlags
    ? (openFlags.data?.flags ?? []).map((f) => f.flagId).filter((id) => !unchecked.has(id))
    : undefined;

  const [listPath] = useState(() => returnPath(form, inspectionType));
  const submit = useFillInSubmit({
    request,
    form,
    details,
    values,
    draftKey: key,
    draftBase: base,
    listPath,
    saveUnsavedSignature: () => signatureRef.current?.saveUnsaved() ?? Promise.resolve(null),
    followUpFlagIds,
    onRefused: offerFlags ? () => void openFlags.refetch() : undefined,
  });
  const prior = usePriorScore(request, layout.kind === 'scorecard');

  const firstModule = moduleAnswers(values.answers, 0);
  const context: FillInContextValue = {
    form,
    todayIso,
    readOnly,
    computed: computedScores(form.questions, firstModule),
    priorScore: prior.isSuccess ? priorScoreLabel(prior.data) : undefined,
  };

  const editingFor = (moduleIndex: number): AnswerEditing => {
    const change = (apply: (answers: Answers) => Answers) =>
      state.updateModule(moduleIndex, (answers) =>
        layout.kind === 'scorecard'
          ? withLowScoreNotes(form.questions, answers, apply(answers))
          : apply(answers),
      );
    return {
      answers: moduleAnswers(values.answers, moduleIndex),
      update: change,
      set: (id, value) => change((answers) => setAnswer(form.questions, answers, id, value)),
      toggle: (id, choice) => change((answers) => toggleChoice(form.questions, answers, id, choice)),
    };
  };
  const visible = useMemo(
    () => (answers: Answers) => visibleQuestions(form.questions, answers),
    [form.questions],
  );

  const restore = async () => {
    const draft = offer.restore();
    if (!draft) return;
    const restored = restoredValues(draft, loaded, form.questions, withModules);
    state.setValues(restored);
    const checked = await withoutGoneUploads(restored, loaded, (url) => api.exists(apiPathOf(url))).catch(
      () => null,
    );
    if (!checked || (!checked.gone.attachments.length && !checked.gone.signature)) return;
    state.setValues(checked.values);
    notifications.show({
      color: 'orange',
      message: inspectionMessages.draftUploadsGone(checked.gone.attachments, checked.gone.signature),
      autoClose: false,
    });
  };

  return (
    <PageFrame title={formTitle(form)} backTo={listPath}>
      <FillInContext.Provider value={context}>
        <FillInHeader
          form={form}
          isPermanent={values.isPermanent}
          readOnly={readOnly}
          onPermanent={(value) => state.setField('isPermanent', value)}
        />
        {details && <SavedStatus details={details} />}
        {readOnly && (
          <Alert color="red" variant="light">
            {inspectionMessages.formInactive}
          </Alert>
        )}
        {offerFlags && (
          <FollowUpChooser
            query={openFlags}
            unchecked={unchecked}
            onToggle={(flagId, checked) =>
              setUnchecked((current) => {
                const next = new Set(current);
                if (checked) next.delete(flagId);
                else next.add(flagId);
                return next;
              })
            }
          />
        )}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label="Questions">
          <FillInBody
            layout={layout}
            questions={form.questions}
            answers={values.answers}
            editingFor={editingFor}
            visible={visible}
            onModules={state.updateAnswers}
          />
        </Paper>
        <SignOffSection
          form={form}
          signatureRef={signatureRef}
          attachments={values.attachments}
          signature={values.signature}
          signerName={account?.data?.fullName ?? session?.First_Name ?? ''}
          readOnly={readOnly}
          signatureError={
            submit.problem?.kind === 'signature' && !values.signature ? submit.problem.message : undefined
          }
          onAttachments={(value) => state.setField('attachments', value)}
          onSignature={(value) => state.setField('signature', value)}
          leadPersonId={values.leadPersonId}
          onLeadPerson={(value) => state.setField('leadPersonId', value)}
        />
        <SubmitBar
          editing={details !== null}
          saving={submit.saving}
          readOnly={readOnly}
          problem={submit.problem}
          onSubmit={() => void submit.submit()}
          onCancel={() =>
            state.dirty
              ? confirmYesNo({
                  title: inspectionMessages.leaveFormTitle,
                  message: inspectionMessages.leaveForm,
                  onYes: () => void navigate(listPath),
                })
              : void navigate(listPath)
          }
          onReload={onReload}
        />
      </FillInContext.Provider>
      <DraftPrompt
        draft={offer.pending}
        version={base.version}
        onRestore={() => void restore()}
        onDiscard={offer.discard}
      />
    </PageFrame>
  );
}
