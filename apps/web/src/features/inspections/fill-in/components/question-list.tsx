import { Stack, Text, Title } from '@mantine/core';
import { isAnswerable, type Answers, type SetupQuestion } from '@envirotrack/shared';
import classes from './fill-in.module.css';
import { QuestionField } from './question-field';

/** Answering questions of one module: the shared rules (setAnswer, toggleChoice) sit behind these. */
export interface AnswerEditing {
  answers: Answers;
  /** Any change of this module's answers (check sheets write slots with markDayOnComment, toggleSlot). */
  update: (apply: (answers: Answers) => Answers) => void;
  set: (questionId: number, value: string) => void;
  toggle: (questionId: number, choice: string) => void;
}

interface QuestionListProps {
  /** The tree as shown: sub-questions only under the answers they belong to (visibleQuestions). */
  questions: readonly SetupQuestion[];
  editing: AnswerEditing;
  nested?: boolean;
}

export function QuestionList({ questions, editing, nested }: QuestionListProps) {
  return (
    <div className={nested ? classes.nested : undefined}>
      {questions
        .filter((q) => q.questionStatus === 1)
        .map((q, i) => (
          <QuestionItem key={q.questionId ?? `${q.questionType}-${i}`} question={q} editing={editing} />
        ))}
    </div>
  );
}

function QuestionItem({ question, editing }: { question: SetupQuestion; editing: AnswerEditing }) {
  switch (question.questionType) {
    case 'Title':
      return (
        <Title order={3} size="h4" className={classes.formTitle} mt="xs" mb="xs">
          {question.question}
        </Title>
      );
    case 'Subtitle':
      return (
        <Title order={4} size="sm" className={classes.section}>
          {question.question}
        </Title>
      );
    case 'Hint':
      return (
        <Text size="sm" className={classes.hint} my="xs">
          {question.question}
        </Text>
      );
    case 'Paragraph':
      return (
        <Stack gap={6} my="xs">
          {question.question
            .split('~')
            .filter((part) => part.trim())
            .map((part, i) => (
              <Text key={i} size="sm">
                {part.trim()}
              </Text>
            ))}
        </Stack>
      );
    default:
      return <AnsweredQuestion question={question} editing={editing} />;
  }
}

function AnsweredQuestion({ question, editing }: { question: SetupQuestion; editing: AnswerEditing }) {
  const id = question.questionId ?? 0;
  return (
    <div className={classes.question}>
      <QuestionField
        question={question}
        answer={isAnswerable(question) ? (editing.answers[id] ?? '') : ''}
        onSet={(value) => editing.set(id, value)}
        onPick={(choice) => editing.toggle(id, choice)}
      />
      {question.subQuestions.length > 0 && (
        <QuestionList questions={question.subQuestions} editing={editing} nested />
      )}
    </div>
  );
}
