import type { ReactNode } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconFlag, IconPencil, IconSubtask, IconTrash } from '@tabler/icons-react';
import {
  formMessages,
  isAnswerable,
  isChoiceQuestion,
  MAX_QUESTION_DEPTH,
  PRIORITIES,
  type Priority,
  type QuestionPath,
  type SetupQuestion,
} from '@envirotrack/shared';
import { MoveControl } from './move-control';
import { QuestionBody } from './question-body';
import { isHeading, isRetired, typeLabel } from './question-types';
import classes from './setup.module.css';

export interface CardActions {
  /** Edit-only forms: wording only, no add, delete, move or sub-questions (spec 2 §4). */
  editOnly: boolean;
  onEdit: (path: QuestionPath, question: SetupQuestion) => void;
  onAddSub: (path: QuestionPath, question: SetupQuestion) => void;
  onDelete: (path: QuestionPath, question: SetupQuestion) => void;
  onMove: (path: QuestionPath, position: number) => void;
  onPriority: (path: QuestionPath, priority: Priority | null) => void;
}

interface QuestionCardProps {
  question: SetupQuestion;
  path: QuestionPath;
  position: number;
  liveSiblings: number;
  actions: CardActions;
  /** The sub-questions' list, drawn indented beneath the question. */
  children?: ReactNode;
}

/** How a question is named to assistive technology and in its controls' labels. */
export function questionLabel(question: SetupQuestion, path: QuestionPath): string {
  if (question.questionNum) return `question ${question.questionNum}`;
  return `${typeLabel(question.questionType).toLowerCase()} ${path.map((i) => i + 1).join('.')}`;
}

/** One question of the builder with its controls, and its sub-questions beneath it. */
export function QuestionCard({
  question,
  path,
  position,
  liveSiblings,
  actions,
  children,
}: QuestionCardProps) {
  const retired = isRetired(question);
  const label = questionLabel(question, path);
  const { editOnly } = actions;
  // The server refuses trees deeper than MAX_QUESTION_DEPTH: a question at the last level gets no subs.
  const canNest =
    !editOnly &&
    path.length < MAX_QUESTION_DEPTH &&
    isChoiceQuestion(question) &&
    question.choices.length > 0;

  return (
    <Paper
      component="article"
      aria-label={label.charAt(0).toUpperCase() + label.slice(1)}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.card}
      data-retired={retired || undefined}
      data-heading={isHeading(question.questionType) || undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Group gap={6} wrap="wrap" miw={0}>
          {question.questionNum && !retired && (
            <Badge size="lg" radius="sm" variant="filled" className={classes.number}>
              {question.questionNum}
            </Badge>
          )}
          <Badge variant="light" color="gray" radius="sm" tt="none" fw={600}>
            {typeLabel(question.questionType)}
          </Badge>
          {question.answerSelected && (
            <Badge variant="outline" color="gray" radius="sm" tt="none" fw={500}>
              When: {question.answerSelected}
            </Badge>
          )}
          {question.isFlagged && question.followUpOn && !retired && (
            <Badge variant="light" color="red" radius="sm" tt="none" leftSection={<IconFlag size={12} />}>
              Follow-up on {question.followUpOn}
            </Badge>
          )}
        </Group>
        {!retired && (
          <Group gap={4} wrap="nowrap" ml="auto">
            {isAnswerable(question) && (
              <Select
                size="xs"
                w={116}
                placeholder="Priority"
                aria-label={`Priority of ${label}`}
                data={PRIORITIES}
                value={question.priority ?? null}
                onChange={(value) => actions.onPriority(path, PRIORITIES.find((p) => p === value) ?? null)}
                clearable
              />
            )}
            <Icon label={`Edit ${label}`} tip="Edit" onClick={() => actions.onEdit(path, question)}>
              <IconPencil size={18} />
            </Icon>
            {canNest && (
              <Icon
                label={`Add sub-question to ${label}`}
                tip="Add sub-question"
                onClick={() => actions.onAddSub(path, question)}
              >
                <IconSubtask size={18} />
              </Icon>
            )}
            {!editOnly && (
              <MoveControl
                position={position}
                liveSiblings={liveSiblings}
                isTopLevel={path.length === 1}
                label={label}
                onMove={(to) => actions.onMove(path, to)}
              />
            )}
            {!editOnly && (
              <Icon
                label={`Delete ${label}`}
                tip="Delete"
                color="red"
                onClick={() => actions.onDelete(path, question)}
              >
                <IconTrash size={18} />
              </Icon>
            )}
          </Group>
        )}
      </Group>
      {retired ? (
        <Stack gap={2} mt="xs">
          <Text fw={600} c="dimmed">
            {isHeading(question.questionType) ? formMessages.deletedTitle : formMessages.deletedQuestion}
          </Text>
          <Text size="sm" c="dimmed" td="line-through" aria-label="Former wording">
            {question.question}
          </Text>
        </Stack>
      ) : (
        <QuestionBody question={question} />
      )}
      {children && (
        <Box mt="sm" className={classes.subQuestions}>
          {children}
        </Box>
      )}
    </Paper>
  );
}

interface IconProps {
  label: string;
  tip: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}

function Icon({ label, tip, color = 'gray', onClick, children }: IconProps) {
  return (
    <Tooltip label={tip} openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
