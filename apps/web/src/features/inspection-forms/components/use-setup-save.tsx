import { Text } from '@mantine/core';
import { durations, formMessages, treeProblem, type FormWithQuestions } from '@envirotrack/shared';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { openConfirmModal } from '../../../lib/overlays';
import { useSaveSetup } from '../api/save-setup';
import type { QuestionTree } from './use-question-tree';

interface SetupSaveOptions {
  form: FormWithQuestions;
  tree: QuestionTree;
  /** After a save: the answer, whose FormId is new when an organisation copy was made. */
  onSaved: (form: FormWithQuestions) => void;
  /** Loads the form again after someone else saved it meanwhile. */
  onReload: () => Promise<unknown>;
}

/** Save: the whole tree, the retired ids and the version it was loaded at; a 409 offers a reload. */
export function useSetupSave({ form, tree, onSaved, onReload }: SetupSaveOptions) {
  const save = useSaveSetup();

  const offerReload = (message: string) =>
    void openConfirmModal({
      title: 'This form has changed',
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: 'Reload', cancel: 'Keep my changes' },
      cancelProps: { miw: 80 },
      onConfirm: () => {
        tree.release();
        void onReload().then(tree.discard);
      },
    });

  const submit = () => {
    const problem = treeProblem(tree.tree);
    if (problem) return notifyError(problem);
    save.mutate(
      {
        formId: form.FormId,
        permitType: form.permitType,
        quesData: tree.tree,
        deletedComponents: tree.deleted,
        version: form.version,
      },
      {
        onSuccess: ({ data, message }) => {
          notifySuccess(message ?? formMessages.setupSaved, durations.saved);
          tree.release();
          onSaved(data);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) offerReload(error.message);
          else notifyError(error);
        },
      },
    );
  };

  return { submit, saving: save.isPending };
}
