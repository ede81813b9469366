/** The fixed vocabularies of plants and inspection forms (spec 2 §1, §2.8, §2.10, §9). */
export const FACILITY_TYPES = ['Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

export const PERMIT_TYPES = ['Water', 'Air', 'Waste', 'Others'] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];

export const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const INSPECTION_TYPES = ['Inspections', 'HouseKeeping'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

export const QUESTION_TYPES = [
  'Title',
  'Subtitle',
  'Hint',
  'Paragraph',
  'Dropdown',
  'ObjectiveType',
  'Comments',
  'Text',
  'Date',
  'Time',
  'BlockScore',
  'TotalScore',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Labels the set-up builder shows for a type (spec 2 §2.10). */
export const QUESTION_TYPE_LABELS: Partial<Record<QuestionType, string>> = {
  Hint: 'Notes',
  Comments: 'Textarea',
  ObjectiveType: 'Choices',
};

/** Types that only show text: they are not answered and not numbered. */
export const DISPLAY_ONLY_TYPES: readonly QuestionType[] = ['Title', 'Subtitle', 'Hint', 'Paragraph'];
/** Types whose answer is picked from the question's choices. */
export const CHOICE_TYPES: readonly QuestionType[] = ['ObjectiveType', 'Dropdown'];

export const MAX_CHOICES = 6;
export const PRIORITIES = ['High', 'Medium', 'Low'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** Housekeeping rating scale, scored 1 to 5; N/A is not scored (spec 2 §4, §9). */
export const RATING_SCALE = ['Unacceptable', 'Poor', 'Fair', 'Good', 'Excellent'] as const;
export const NOT_APPLICABLE = 'N/A';

/** Parent ids (layout families) with special layouts (spec 2 §9). */
export const SPECIAL_PARENT_IDS = {
  maintenanceRecord: 'Maintenace Record263',
  improvementsCapex: 'Improvements & CAPEX708',
  weeklyFormRm: 'Weekly Form RM248',
  weeklyDustCollector: 'Weekly Dust Collector and Fuel Area904',
  housekeepingPlant: 'Housekeeping Plant80',
  housekeepingShop: 'Housekeeping Shop80',
  dailyWeeklyAll: 'Daily-Weekly Check (All)80',
  dailyWeeklyAdditional: 'Daily-Weekly Check (additional)80',
  monthlyCheckAll: 'Monthly Check (All)80',
  yearlyCheck: 'Yearly Check80',
} as const;

/** Questions per module of the module forms (spec 2 §4, §9). */
export const moduleSizeOf = (parentId: string): number =>
  parentId === SPECIAL_PARENT_IDS.maintenanceRecord ? 4 : 3;

/** The sign-off label of a form family (spec 2 §9). */
export function signOffLabel(parentId: string): string | undefined {
  if (parentId === SPECIAL_PARENT_IDS.housekeepingPlant) return 'Plant Leadperson';
  if (parentId === SPECIAL_PARENT_IDS.housekeepingShop) return 'Shop Leadperson';
  const managerSigned: string[] = [
    SPECIAL_PARENT_IDS.dailyWeeklyAll,
    SPECIAL_PARENT_IDS.dailyWeeklyAdditional,
    SPECIAL_PARENT_IDS.monthlyCheckAll,
    SPECIAL_PARENT_IDS.yearlyCheck,
  ];
  return managerSigned.includes(parentId) ? 'Plant Manager sign off' : undefined;
}

/** Sign-offs that name a lead person chosen from the plant's people (spec 2 §3 'Leadpersons', §9). */
export const LEAD_PERSON_LABELS: readonly string[] = ['Plant Leadperson', 'Shop Leadperson'];

/** Whether a form of this family names its lead person. */
export const namesLeadPerson = (parentId: string): boolean =>
  LEAD_PERSON_LABELS.includes(signOffLabel(parentId) ?? '');
