import type {
  FacilityType,
  Frequency,
  InspectionType,
  PermitType,
  Priority,
  QuestionType,
} from '@envirotrack/shared';

/**
 * One question of a built-in form. Nesting: `sub` lists sub-questions shown only when the answer equals
 * `on` (one of this question's choices). A question is flagged for follow-up when the answer equals
 * `followUpOn` (also one of its choices).
 */
export interface LibraryQuestion {
  type: QuestionType;
  text: string;
  hint?: string;
  /** For ObjectiveType and Dropdown: 1 to 6 distinct choices. */
  choices?: readonly string[];
  followUpOn?: string;
  priority?: Priority;
  sub?: readonly { on: string; questions: readonly LibraryQuestion[] }[];
}

/** One built-in form template: the library ships these and loads them on first start. */
export interface LibraryForm {
  /** Stable key, never changed once released: how the loader knows a form is already installed. */
  key: string;
  name: string;
  /** Layout family (spec 2 §9 names the special ones). */
  parentId: string;
  permitType: PermitType;
  frequency: Frequency;
  facilityTypes: readonly FacilityType[];
  inspectionType: InspectionType;
  declarationRequired: boolean;
  /** Module forms: questions per module (4 or 3). */
  moduleSize?: 3 | 4;
  /** Edit-only forms: wording may change, no add, delete, move or sub-questions. */
  editOnly?: boolean;
  /** Point sources (e.g. Outfall 1 to Outfall 6 on stormwater forms). */
  pointSources?: readonly string[];
  questions: readonly LibraryQuestion[];
}
