import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconFlag, IconInfoCircle } from '@tabler/icons-react';
import type { SetupQuestion } from '@envirotrack/shared';
import { isScore } from './question-types';

/** What a live question asks: its text, hint and choices, the follow-up choice marked. */
export function QuestionBody({ question }: { question: SetupQuestion }) {
  const { questionType: type } = question;
  const text = question.question || (isScore(type) ? 'Score' : '');
  return (
    <Stack gap={6} mt="xs">
      {type === 'Title' ? (
        <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      ) : type === 'Hint' || type === 'Paragraph' ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle
            size={16}
            color="var(--mantine-color-blue-6)"
            style={{ flexShrink: 0, marginTop: 3 }}
          />
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {text}
          </Text>
        </Group>
      ) : (
        <Text fw={type === 'Subtitle' ? 650 : 500} style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      )}
      {question.questionHint && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {question.questionHint}
        </Text>
      )}
      {question.choices.length > 0 && (
        <Group gap={6} aria-label="Choices">
          {question.choices.map((choice) => {
            const flagged = question.isFlagged && question.followUpOn === choice;
            return (
              <Badge
                key={choice}
                variant={flagged ? 'light' : 'default'}
                color={flagged ? 'red' : 'gray'}
                radius="xl"
                tt="none"
                fw={500}
                size="lg"
                leftSection={flagged ? <IconFlag size={12} aria-label="follow-up" /> : undefined}
              >
                {choice}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
