import { Badge, Stack, Text, Title } from '@mantine/core';
import {
  isAnswerable,
  reportDetailMessages,
  type ReportValues,
  type SetupQuestion,
} from '@envirotrack/shared';
import { QuestionLabel } from '../../fill-in/components/question-label';
import { flagOf } from '../model/report-values';
import { AnswerText, FlagMark } from './report-answer';
import classes from './report.module.css';

/** One module's answers, its flags and the computed scores (the shared report model's). */
export type ReportAnswers = ReportValues;

/** The questions as shown (sub-questions only under their matching answer), each with its answer. */
export function ReportQuestionList({
  questions,
  values,
  nested,
}: {
  questions: readonly SetupQuestion[];
  values: ReportAnswers;
  nested?: boolean;
}) {
  return (
    <div className={nested ? classes.nested : undefined}>
      {questions.map((q, i) => (
        <ReportQuestion key={q.questionId ?? `${q.questionType}-${i}`} question={q} values={values} />
      ))}
    </div>
  );
}

function ReportQuestion({ question, values }: { question: SetupQuestion; values: ReportAnswers }) {
  switch (question.questionType) {
    case 'Title':
      return (
        <Title order={3} size="h4" className={classes.formTitle}>
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
        <Text size="sm" className={classes.hint}>
          {question.question}
        </Text>
      );
    case 'Paragraph':
      return (
        <Stack gap={4} my="xs">
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
      return <AnsweredQuestion question={question} values={values} />;
  }
}

function AnsweredQuestion({ question, values }: { question: SetupQuestion; values: ReportAnswers }) {
  const id = question.questionId ?? 0;
  const answer = isAnswerable(question) ? values.answers.get(id) : values.computed.get(id);
  return (
    <div className={classes.question} data-question={question.question}>
      <div className={classes.qa}>
        <Text size="sm" fw={600} className={classes.label}>
          <QuestionLabel question={question} />
        </Text>
        <div className={classes.answerLine}>
          <AnswerText question={question} answer={answer} />
          {question.questionStatus === 3 && (
            <Badge color="gray" variant="outline" size="sm">
              {reportDetailMessages.retiredQuestion}
            </Badge>
          )}
          <FlagMark
            flag={flagOf(values.flags, question.questionId, values.moduleIndex, answer)}
            label={question.question}
          />
        </div>
        {question.questionHint && (
          <Text size="xs" c="dimmed" className={classes.questionHint}>
            {question.questionHint}
          </Text>
        )}
      </div>
      {question.subQuestions.length > 0 && (
        <ReportQuestionList questions={question.subQuestions} values={values} nested />
      )}
    </div>
  );
}
