import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  addModule,
  deleteModule,
  inspectionMessages,
  MAX_MODULES,
  moduleCount,
  type Answers,
  type ModuleAnswer,
  type SetupQuestion,
} from '@envirotrack/shared';
import { confirmYesNo } from '../../../../components/confirm';
import type { AnswerList } from '../model/answer-list';
import { useFillInContext } from './fill-in-context';
import classes from './fill-in.module.css';
import { QuestionList, type AnswerEditing } from './question-list';

interface ModuleListProps {
  answers: AnswerList;
  /** The answers of one module, as the question list edits them. */
  editingFor: (moduleIndex: number) => AnswerEditing;
  onModules: (change: (answers: AnswerList) => ModuleAnswer[]) => void;
  visible: (answers: Answers) => SetupQuestion[];
}

/**
 * Module forms (spec 2 §4): the questions repeat as modules No:1, No:2 ...; 'Add More' appends one and a
 * module other than the first can be deleted after a Yes/No confirmation, the later ones moving up.
 */
export function ModuleList({ answers, editingFor, onModules, visible }: ModuleListProps) {
  const { readOnly } = useFillInContext();
  const count = moduleCount(answers);
  const remove = (moduleIndex: number) =>
    confirmYesNo({
      title: 'Delete module',
      message: inspectionMessages.deleteModuleConfirm(moduleIndex + 1),
      danger: true,
      onYes: () => onModules((current) => deleteModule(current, moduleIndex)),
    });

  return (
    <Stack gap="md">
      {Array.from({ length: count }, (_, moduleIndex) => {
        const editing = editingFor(moduleIndex);
        const name = `No:${moduleIndex + 1}`;
        return (
          <Paper
            key={moduleIndex}
            component="section"
            aria-label={name}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            className={classes.module}
          >
            <Group justify="space-between" mb={4}>
              <Text fw={700}>{name}</Text>
              {moduleIndex > 0 && !readOnly && (
                <Tooltip label={`Delete ${name}`} openDelay={400}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${name}`}
                    onClick={() => remove(moduleIndex)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            <QuestionList questions={visible(editing.answers)} editing={editing} />
          </Paper>
        );
      })}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={count >= MAX_MODULES}
            onClick={() => onModules(addModule)}
          >
            {inspectionMessages.addMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
