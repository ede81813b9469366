import { z } from 'zod';
import { complianceMessages, compliancePeriod } from './compliance';
import type { AccessLevel } from './access';
import { can } from './permissions';
import { REPORT_INSPECTION_TYPES } from './report-lists';

/**
 * The dashboard screen (spec 3 §2.8, §2.9, §8, §9): its texts, colours, print limits, and the two calls it
 * adds to compliance status: the Inspection filter's forms and the 'Flagged Forms' pop-up's list.
 */
export const DASHBOARD_COLOURS = { complete: '#63AB66', incomplete: '#eaa866' } as const;

/** Spec 3 §2.8: the print layout breaks the page when weekly + monthly or quarterly + yearly plants exceed 20. */
export const DASHBOARD_PRINT_BREAK_AFTER = 20;

/** Spec 3 §2.8: the address parameters of the dashboard's filters. */
export const DASHBOARD_PARAMS = [
  'lineActiveTabIndex',
  'lineActiveTabLabel',
  'inspectionForm',
  'regionFilter',
  'inspType',
  'dailyDate',
  'weeklyDate',
  'monthlyDate',
  'yearlyDate',
  'linearGraphDate',
  'qtryearDiv',
  'qtryear',
] as const;

/** Spec 3 §9: the year dropdowns list the current year and the 4 before it (never before 2018). */
export const DASHBOARD_YEARS = 5;

export const dashboardMessages = {
  noDetails: 'No Details found',
  removeFilters: 'Remove Filters',
  exportPdf: 'Export as PDF',
  /** The name of a bar chart's counts export (issue 17): it starts with the button's text, 'Export'. */
  exportCounts: (frequency: string) => `Export ${frequency} counts`,
  completedTitle: (plant: string) => `Completed Plants - ${plant}`,
  incompletedTitle: (plant: string) => `Incompleted Plants - ${plant}`,
  flaggedTitle: 'Flagged Forms',
  plantDetailsTitle: (plantId: string) => `Details Of Plant ${plantId}`,
  flaggedFormTitle: (formName: string) => `Flagged Form - ${formName}`,
  noneFound: (title: string) => `No ${title} found.`,
  noInspections: 'No inspections found.',
  viewAll: (frequency: string) => `View All ${frequency} Forms`,
  flaggedCount: (frequency: string, n: number) => `Flagged ${frequency} Forms : ${n}`,
  lineChartTitle: (frequency: string) => `${frequency} Line Chart`,
  sendReminder: 'Send Reminder',
  completed: 'Completed',
  pending: 'Pending',
  complete: 'Complete',
  notAvailable: 'NA',
  lastReminded: (when: string) => `Last reminded ${when}`,
  /** The PDF's name (spec 3 §4): dashboard--{d/m/yyyy}.pdf, without leading zeros. */
  pdfName: (now: Date) => `dashboard--${now.getDate()}/${now.getMonth() + 1}/${now.getFullYear()}.pdf`,
} as const;

/** GET /api/dashboard/{frequency}/forms: the Inspection filter's options (spec 3 §7 'form list per org, type'). */
export const dashboardFormsQuery = z.object({
  inspType: z.enum(REPORT_INSPECTION_TYPES, { error: complianceMessages.badType }).default('All'),
});

export const dashboardFormOption = z.object({
  FormId: z.string(),
  FormName: z.string(),
  permitType: z.string(),
  inspectionType: z.string(),
});
export type DashboardFormOption = z.infer<typeof dashboardFormOption>;
export const dashboardForms = z.object({ status: z.literal('valid'), data: z.array(dashboardFormOption) });

/** A flagged form of the period (spec 3 §2.8 'Flagged Forms' columns; §3 'Incomplete inspection item'). */
export const dashboardFlaggedForm = z.object({
  inspectionId: z.number().int(),
  plantUId: z.number().int(),
  PlantId: z.string(),
  PlantName: z.string(),
  RegionName: z.string(),
  FacilityType: z.string(),
  PermitType: z.string(),
  FormId: z.string(),
  InspectionName: z.string(),
  pointSource: z.string().nullable(),
  Date: z.string(),
  /** 1 when every flag of the inspection is closed, else 0 (spec 3 §2.9: Complete / Pending). */
  Completed: z.union([z.literal(0), z.literal(1)]),
  openFlags: z.number().int(),
});
export type DashboardFlaggedForm = z.infer<typeof dashboardFlaggedForm>;

export const dashboardFlaggedForms = z.object({
  status: z.literal('valid'),
  data: z.object({ period: compliancePeriod, flaggedForms: z.array(dashboardFlaggedForm) }),
});

/** 'Send Reminder' (spec 3 §6): L1 acting in an organisation, and L2. */
export const canSendReminder = (level: AccessLevel, orgId: number | null) =>
  can.sendReminders(level) && orgId !== null;
