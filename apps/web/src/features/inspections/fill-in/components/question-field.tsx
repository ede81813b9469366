import { useId } from 'react';
import { Badge, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import {
  dateQuestionBounds,
  inspectionMessages,
  isFlaggedAnswer,
  type SetupQuestion,
} from '@envirotrack/shared';
import { ChoiceButtons } from './choice-buttons';
import { DateField, TimeField } from './date-time-inputs';
import { useFillInContext } from './fill-in-context';
import { QuestionLabel } from './question-label';

const MAX_ANSWER = 10_000;

interface QuestionFieldProps {
  question: SetupQuestion;
  answer: string;
  onSet: (value: string) => void;
  onPick: (choice: string) => void;
}

/** The input of one answerable question, or the computed value of a BlockScore / TotalScore. */
export function QuestionField({ question, answer, onSet, onPick }: QuestionFieldProps) {
  const { form, todayIso, readOnly, computed, priorScore } = useFillInContext();
  const labelId = useId();
  const label = <QuestionLabel question={question} />;
  const hint = question.questionHint || undefined;
  const common = { label, description: hint, readOnly };

  switch (question.questionType) {
    case 'ObjectiveType':
      return (
        <Stack gap={6}>
          <div>
            <Text id={labelId} size="sm" fw={500}>
              {label}
            </Text>
            {hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )}
          </div>
          <Group gap="sm">
            <ChoiceButtons
              question={question}
              answer={answer}
              labelId={labelId}
              readOnly={readOnly}
              onPick={onPick}
            />
            {isFlaggedAnswer(question, answer) && <FlagBadge />}
          </Group>
        </Stack>
      );
    case 'Dropdown':
      return (
        <Stack gap={6}>
          <Select
            {...common}
            data={question.choices}
            value={answer || null}
            clearable={!readOnly}
            styles={{ wrapper: { maxWidth: 360 } }}
            onChange={(value) => onSet(value ?? '')}
          />
          {isFlaggedAnswer(question, answer) && (
            <Group>
              <FlagBadge />
            </Group>
          )}
        </Stack>
      );
    case 'Comments':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={12}
          maxLength={MAX_ANSWER}
          value={answer}
          onChange={(event) => onSet(event.currentTarget.value)}
        />
      );
    case 'Text':
      return (
        <TextInput
          {...common}
          maxLength={MAX_ANSWER}
          value={answer}
          onChange={(event) => onSet(event.currentTarget.value)}
        />
      );
    case 'Date':
      return (
        <DateField
          {...common}
          value={answer}
          bounds={dateQuestionBounds(question.question, form.frequency, form.date, todayIso)}
          onChange={onSet}
        />
      );
    case 'Time':
      return <TimeField {...common} value={answer} onChange={onSet} />;
    case 'BlockScore':
    case 'TotalScore':
      return (
        <ScoreLine
          question={question}
          value={computed.get(question.questionId ?? 0) ?? ''}
          prior={question.questionType === 'TotalScore' ? priorScore : undefined}
        />
      );
    default:
      return null;
  }
}

function FlagBadge() {
  return (
    <Badge color="red" variant="light" leftSection={<IconFlag size={12} />}>
      Flagged for follow-up
    </Badge>
  );
}

function ScoreLine({ question, value, prior }: { question: SetupQuestion; value: string; prior?: string }) {
  const name = question.question || inspectionMessages.totalScoreLabel;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="sm" role="group" aria-label={name}>
        <Text fw={700}>{name}</Text>
        <Badge size="lg" variant="filled" miw={64} aria-label={`${name} value`}>
          {value || '—'}
        </Badge>
      </Group>
      {prior !== undefined && (
        <Text size="sm" c="dimmed">
          {inspectionMessages.priorScoreLabel}: <b>{prior}</b>
        </Text>
      )}
    </Group>
  );
}
