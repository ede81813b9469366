import type { Answers, ModuleAnswer, SetupQuestion } from '@envirotrack/shared';
import type { AnswerList } from '../model/answer-list';
import type { FillInLayout } from '../model/layout';
import { scorecardParts } from '../model/scorecard';
import { ModuleList } from './module-list';
import { QuestionList, type AnswerEditing } from './question-list';
import { ScorecardTable } from './scorecard-table';
import { SlotSheet } from './slot-sheet';

interface FillInBodyProps {
  layout: FillInLayout;
  questions: SetupQuestion[];
  answers: AnswerList;
  editingFor: (moduleIndex: number) => AnswerEditing;
  /** The tree as shown for one module's answers (visibleQuestions). */
  visible: (answers: Answers) => SetupQuestion[];
  onModules: (change: (answers: AnswerList) => ModuleAnswer[]) => void;
}

/** The questions, laid out for the form's family (spec 2 §2.7, §4). */
export function FillInBody({ layout, questions, answers, editingFor, visible, onModules }: FillInBodyProps) {
  if (layout.kind === 'modules')
    return <ModuleList answers={answers} editingFor={editingFor} onModules={onModules} visible={visible} />;

  const editing = editingFor(0);
  const shown = visible(editing.answers);
  if (layout.kind === 'slots')
    return <SlotSheet questions={questions} shown={shown} columns={layout.columns} editing={editing} />;
  if (layout.kind === 'scorecard') {
    const parts = scorecardParts(shown);
    return (
      <>
        <QuestionList questions={parts.intro} editing={editing} />
        <ScorecardTable questions={parts.table} editing={editing} />
        <QuestionList questions={parts.outro} editing={editing} />
      </>
    );
  }
  return <QuestionList questions={shown} editing={editing} />;
}
