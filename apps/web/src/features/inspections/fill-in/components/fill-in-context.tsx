import { createContext, useContext } from 'react';
import type { FillInForm } from '@envirotrack/shared';

/** What every question of a fill-in needs besides its own answer. */
export interface FillInContextValue {
  form: FillInForm;
  todayIso: string;
  readOnly: boolean;
  /** BlockScore and TotalScore values, by questionId. */
  computed: ReadonlyMap<number, string>;
  /** Scorecards: the prior scorecard's date and score (priorScoreLabel), once loaded. */
  priorScore?: string;
}

export const FillInContext = createContext<FillInContextValue | null>(null);

export function useFillInContext(): FillInContextValue {
  const value = useContext(FillInContext);
  if (!value) throw new Error('a fill-in question outside its form');
  return value;
}
