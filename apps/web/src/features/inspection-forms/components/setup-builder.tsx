import { useState } from 'react';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  durations,
  formMessages,
  type FormWithQuestions,
  type Priority,
  type QuestionPath,
  type SetupQuestion,
} from '@envirotrack/shared';
import { PageFrame } from '../../../components/page-frame';
import { notifySuccess } from '../../../lib/notify';
import { formPaths } from '../form-paths';
import { FormOverview } from './form-overview';
import type { CardActions } from './question-card';
import { draftChanges, newQuestion, type EditorTarget, type QuestionDraft } from './question-draft';
import { QuestionEditor } from './question-editor';
import { QuestionList } from './question-list';
import { isRetired } from './question-types';
import { RenameFormModal } from './rename-form-modal';
import { SaveBar } from './save-bar';
import { SetupToolbar } from './setup-toolbar';
import { useLeaveGuard } from './use-leave-guard';
import { useQuestionTree } from './use-question-tree';
import { useSetupSave } from './use-setup-save';
import { confirmYesNo } from '../../../components/confirm';

interface SetupBuilderProps {
  form: FormWithQuestions;
  /** L1 may delete forms; an L2 user saving a built-in form gets its organisation's copy. */
  level: 1 | 2;
  onReload: () => Promise<unknown>;
}

const countLive = (questions: SetupQuestion[]): number =>
  questions.reduce((sum, q) => sum + (isRetired(q) ? 0 : 1 + countLive(q.subQuestions)), 0);

/** The Inspection Set-up screen (spec 2 §2.10): the question tree, its editor, save, rename and delete. */
export function SetupBuilder({ form, level, onReload }: SetupBuilderProps) {
  const navigate = useNavigate();
  const tree = useQuestionTree(form.questions);
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [renaming, setRenaming] = useState(false);
  useLeaveGuard(tree.isDirty);

  const show = (saved: FormWithQuestions) => {
    if (saved.FormId !== form.FormId || saved.FormName !== form.FormName)
      void navigate(formPaths.setup(saved.FormId, saved.permitType, saved.FormName), { replace: true });
  };
  const { submit, saving } = useSetupSave({ form, tree, onSaved: show, onReload });

  const apply = (draft: QuestionDraft, applied: EditorTarget) => {
    if (applied.kind === 'add') tree.add(newQuestion(draft, applied));
    else if (applied.kind === 'sub')
      tree.addSub(applied.path, draft.answerSelected ?? '', newQuestion(draft, applied));
    else tree.edit(applied.path, draftChanges(draft, applied));
    setTarget(null);
  };

  const actions: CardActions = {
    editOnly: form.editOnly,
    onEdit: (path, question) => setTarget({ kind: 'edit', path, question }),
    onAddSub: (path, parent) => setTarget({ kind: 'sub', path, parent }),
    onMove: tree.move,
    onPriority: (path: QuestionPath, priority: Priority | null) => {
      tree.edit(path, { priority });
      notifySuccess(formMessages.priorityChanged, durations.saved);
    },
    onDelete: (path, question) =>
      confirmYesNo({
        title: 'Delete question',
        message: formMessages.deleteQuestionConfirm(question.subQuestions.some((q) => !isRetired(q))),
        danger: true,
        onYes: () => tree.remove(path),
      }),
  };

  return (
    <PageFrame
      title={`Inspection Set-up - ${form.FormName}`}
      backTo={formPaths.list}
      actions={
        <SetupToolbar
          form={form}
          dirty={tree.dirty}
          canDelete={level === 1}
          onRename={() => setRenaming(true)}
          onDeleted={() => {
            tree.release();
            void navigate(formPaths.list);
          }}
        />
      }
    >
      <FormOverview form={form} copiesOnSave={level === 2 && form.ownerOrgId === null} />
      {tree.tree.length === 0 ? (
        <EmptyTree />
      ) : (
        <QuestionList questions={tree.tree} parentPath={[]} actions={actions} />
      )}
      {!form.editOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setTarget({ kind: 'add' })}
          >
            Add question
          </Button>
        </Group>
      )}
      <SaveBar
        dirty={tree.dirty}
        saving={saving}
        questionCount={countLive(tree.tree)}
        onDiscard={tree.discard}
        onSave={submit}
      />
      <QuestionEditor target={target} onClose={() => setTarget(null)} onApply={apply} />
      <RenameFormModal form={form} opened={renaming} onClose={() => setRenaming(false)} onRenamed={show} />
    </PageFrame>
  );
}

function EmptyTree() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Center>
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconListDetails size={26} />
          </ThemeIcon>
          <Text fw={600}>No questions yet</Text>
          <Text size="sm" c="dimmed" ta="center">
            Add the first question, then save the set-up.
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
