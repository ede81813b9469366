import type { AccessLevel } from './access';
import { can } from './permissions';

/** Route paths of the whole product (spec 1 §2), one constant each. */
export const paths = {
  login: '/',
  resetPassword: (userId: string, orgId: number | 'None') =>
    `/forgot-password/${encodeURIComponent(userId)}/${orgId}`,
  home: '/home',
  inspections: '/inspections',
  housekeeping: '/housekeeping',
  summaryReports: '/summary-reports',
  reports: (frequency: string) => `/reports/${frequency}`,
  reportDetail: (frequency: string, inspectionId: number, formId: string) =>
    `/reports/${frequency}/${inspectionId}/${encodeURIComponent(formId)}`,
  bulkPrint: '/reports/bulk-print',
  flaggedReports: '/flagged-reports',
  flaggedForms: '/flagged-forms',
  flaggedForm: (category: 'complete' | 'incomplete', inspectionId: number) =>
    `/flagged-forms/${category}/${inspectionId}`,
  dashboard: '/dashboard',
  reminders: '/reminders',
  maintenance: '/maintenance',
  goldenRules: '/golden-rules',
  references: '/references/',
  referenceEdit: '/references/edit',
  inspectionTypes: '/inspection-types',
  profile: (uniqueId: number) => `/profile/${uniqueId}`,
  updatePassword: '/update-password',
  technicalSupport: '/technical-support',
  feedback: '/feedback',
  users: '/users',
  organisations: '/org',
} as const;

export type MenuItemKey =
  | 'profile'
  | 'users'
  | 'inspectionForms'
  | 'companies'
  | 'reminders'
  | 'changePassword'
  | 'technicalSupport'
  | 'signOut';

/** Which user-menu items a level may see (spec 1 §2 navigation, §6 role table). */
export function canSeeMenuItem(level: AccessLevel, item: MenuItemKey): boolean {
  switch (item) {
    case 'users':
      return can.seeUsers(level);
    case 'inspectionForms':
      return can.manageInspectionForms(level);
    case 'companies':
      return can.manageOrganisations(level);
    case 'reminders':
      return can.sendReminders(level);
    default:
      return true;
  }
}
