import type { SetupQuestion } from '@envirotrack/shared';
import classes from './fill-in.module.css';

/** '3.1  Describe the problem': the number from questionNum, then the question. */
export function QuestionLabel({ question }: { question: Pick<SetupQuestion, 'questionNum' | 'question'> }) {
  return (
    <>
      {question.questionNum && <span className={classes.number}>{question.questionNum}.</span>}
      {question.question}
    </>
  );
}
