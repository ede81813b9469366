import { Alert, Button, Group, Modal, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconFlag, IconInfoCircle } from '@tabler/icons-react';
import { isChoiceQuestion } from '@envirotrack/shared';
import { ChoicesInput } from './choices-input';
import { draftErrors, draftFor, showsHint, type EditorTarget, type QuestionDraft } from './question-draft';
import { isHeading, isScore, textLabel, typeLabel, typeOptions } from './question-types';

interface QuestionEditorProps {
  /** What to edit or add; null keeps the editor closed. */
  target: EditorTarget | null;
  onClose: () => void;
  onApply: (draft: QuestionDraft, target: EditorTarget) => void;
}

const titles = { add: 'Add question', sub: 'Add sub-question', edit: 'Edit question' } as const;

/** The add / edit dialog of the set-up builder; full screen on phones. */
export function QuestionEditor({ target, onClose, onApply }: QuestionEditorProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target && titles[target.kind]}
      size="lg"
      fullScreen={phone}
    >
      {target && <EditorForm target={target} onCancel={onClose} onApply={onApply} />}
    </Modal>
  );
}

interface EditorFormProps {
  target: EditorTarget;
  onCancel: () => void;
  onApply: (draft: QuestionDraft, target: EditorTarget) => void;
}

function EditorForm({ target, onCancel, onApply }: EditorFormProps) {
  const form = useForm<QuestionDraft>({
    initialValues: draftFor(target),
    validate: (values) => draftErrors(values, target),
  });
  const draft = form.getValues();
  const choice = isChoiceQuestion(draft);
  const saved = target.kind === 'edit' && Boolean(target.question.questionId);

  const setChoices = (choices: string[]) => {
    form.setFieldValue('choices', choices);
    const { followUpOn } = form.getValues();
    // The shared edit drops a flag whose answer is gone; the form says so at once.
    if (followUpOn && !choices.includes(followUpOn)) {
      form.setFieldValue('followUpOn', null);
      form.setFieldValue('isFlagged', false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => onApply(values, target))} noValidate>
      <Stack gap="md">
        {target.kind === 'sub' && (
          <Select
            label="Shown when the answer is"
            data={target.parent.choices}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('answerSelected')}
          />
        )}
        {target.kind === 'edit' ? (
          <TextInput label="Type" value={typeLabel(draft.questionType)} readOnly variant="filled" />
        ) : (
          <Select
            label="Type"
            data={typeOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('questionType')}
          />
        )}
        <Textarea
          label={textLabel(draft.questionType)}
          withAsterisk={!isScore(draft.questionType)}
          autosize
          minRows={isHeading(draft.questionType) ? 1 : 2}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('question')}
        />
        {showsHint(draft, target) && (
          <TextInput
            label="Hint"
            description="Shown under the question to help whoever fills it in."
            {...form.getInputProps('questionHint')}
          />
        )}
        {choice && (
          <>
            <ChoicesInput value={draft.choices} onChange={setChoices} error={form.errors.choices} />
            <Group align="flex-end" gap="md" wrap="wrap">
              <Switch
                label="Flag for follow-up"
                thumbIcon={<IconFlag size={10} />}
                color="red"
                mb={8}
                {...form.getInputProps('isFlagged', { type: 'checkbox' })}
              />
              <Select
                label="Follow-up on"
                placeholder={draft.isFlagged ? 'Choose an answer' : 'Turn the flag on first'}
                data={draft.choices}
                disabled={!draft.isFlagged || draft.choices.length === 0}
                flex={1}
                miw={180}
                {...form.getInputProps('followUpOn')}
              />
            </Group>
          </>
        )}
        {saved && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
            Changing the wording, choices or follow-up of a saved question keeps the old one as a deleted
            question, so past reports still show what was asked.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" miw={120}>
            {target.kind === 'edit' ? 'Apply' : titles[target.kind]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
