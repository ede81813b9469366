import { Stack } from '@mantine/core';
import type { QuestionPath, SetupQuestion } from '@envirotrack/shared';
import { QuestionCard, type CardActions } from './question-card';
import { isRetired } from './question-types';

interface QuestionListProps {
  questions: SetupQuestion[];
  parentPath: QuestionPath;
  actions: CardActions;
}

/** One level of the tree; a question's position counts only the live questions beside it. */
export function QuestionList({ questions, parentPath, actions }: QuestionListProps) {
  const liveSiblings = questions.filter((question) => !isRetired(question)).length;
  const positions = questions.map(
    (_, index) => questions.slice(0, index + 1).filter((question) => !isRetired(question)).length,
  );
  return (
    <Stack gap="sm">
      {questions.map((question, index) => {
        const path = [...parentPath, index];
        return (
          <QuestionCard
            key={question.questionId ?? `new-${path.join('.')}-${question.question}`}
            question={question}
            path={path}
            position={positions[index] ?? 0}
            liveSiblings={liveSiblings}
            actions={actions}
          >
            {question.subQuestions.length > 0 && (
              <QuestionList questions={question.subQuestions} parentPath={path} actions={actions} />
            )}
          </QuestionCard>
        );
      })}
    </Stack>
  );
}
