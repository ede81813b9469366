import {
  IconBell,
  IconBuildingCommunity,
  IconForms,
  IconKey,
  IconLifebuoy,
  IconLogout,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import {
  canOpenDashboard,
  canSeeMenuItem,
  FLAGGED_FORMS_MENU,
  FREQUENCIES,
  paths,
  REPORT_SLUGS,
  type MenuItemKey,
  type OrgSettings,
  type OrganisationChoice,
} from '@envirotrack/shared';
import type { Session } from '../../lib/session';

/** What menu visibility may depend on: who is signed in and the acting organisation's settings. */
export interface NavContext {
  session: Session;
  settings: OrgSettings;
  /** The person's accounts in other organisations, which the header's badge switches to. */
  otherOrganisations?: OrganisationChoice[];
}

export interface NavLinkEntry {
  label: string;
  to: string;
  visible?: (context: NavContext) => boolean;
}

export interface NavGroupEntry {
  label: string;
  children: NavLinkEntry[];
  visible?: (context: NavContext) => boolean;
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

/** Spec 1 §2: organisations with `singleInspectionsLink` get one Inspections link, the others a dropdown. */
export const inspectionsNav: NavEntry[] = [
  {
    label: 'Inspections',
    to: paths.inspections,
    visible: ({ settings }) => settings.singleInspectionsLink,
  },
  {
    label: 'Inspections',
    visible: ({ settings }) => !settings.singleInspectionsLink,
    children: [
      { label: "Env'l Inspection", to: paths.inspections },
      {
        label: 'HouseKeeping',
        to: paths.housekeeping,
        visible: ({ settings }) => !settings.hideHousekeeping,
      },
    ],
  },
];

/**
 * Spec 1 §2: the Reports dropdown, for every level (each may read inspections, within its scope: see
 * docs/decisions.md, Report lists). 'Flagged' joins it with the flagged reports screen.
 */
export const reportsNav: NavGroupEntry = {
  label: 'Reports',
  children: [
    ...REPORT_SLUGS.map((slug) => ({
      label: FREQUENCIES[REPORT_SLUGS.indexOf(slug)] ?? slug,
      to: paths.reports(slug),
    })),
    { label: 'Flagged', to: paths.flaggedReports },
    // Flagged forms (spec 3 §2.7) beside the reports (docs/decisions.md, Flagged forms).
    { label: FLAGGED_FORMS_MENU, to: paths.flaggedForms },
  ],
};

/** Only screens that exist; spec order: Home, Inspections, Form Summary, Reports, Dashboard, ... */
export const mainNav: NavEntry[] = [
  { label: 'Home', to: paths.home },
  ...inspectionsNav,
  { label: 'Form Summary', to: paths.summaryReports },
  reportsNav,
  // Spec 3 §6 hides it from L1; L1 acting in one organisation is served like L2 (docs/decisions.md, Dashboard).
  {
    label: 'Dashboard',
    to: paths.dashboard,
    visible: ({ session }) => canOpenDashboard(session.Access_Level, session.orgId),
  },
  { label: 'Maintenance', to: paths.maintenance },
  {
    label: 'References',
    children: [
      { label: 'Golden Rules', to: paths.goldenRules },
      { label: 'Reference Documents', to: paths.references },
    ],
  },
];

interface UserMenuLink {
  key: Exclude<MenuItemKey, 'signOut'>;
  label: string;
  icon: Icon;
  /** A fixed path, or one built from the session (the own profile). */
  to: string | ((session: Session) => string);
}

interface UserMenuSignOut {
  key: 'signOut';
  label: string;
  icon: Icon;
}

export type UserMenuEntry = UserMenuLink | UserMenuSignOut;
export type ResolvedUserMenuEntry = (UserMenuLink & { to: string }) | UserMenuSignOut;

/** Spec order; 'Add/Edit Insp Forms' (inspectionForms) joins between Users and Companies with its screen. */
export const userMenu: UserMenuEntry[] = [
  {
    key: 'profile',
    label: 'User Profile',
    icon: IconUserCircle,
    to: (session) => paths.profile(session.UniqueId),
  },
  { key: 'users', label: 'Users', icon: IconUsers, to: paths.users },
  { key: 'inspectionForms', label: 'Add/Edit Insp Forms', icon: IconForms, to: paths.inspectionTypes },
  { key: 'companies', label: 'Companies', icon: IconBuildingCommunity, to: paths.organisations },
  // Beyond the spec: automatic reminders and the delivery of reminder mails (L1 and L2, who send reminders).
  { key: 'reminders', label: 'Reminders', icon: IconBell, to: paths.reminders },
  { key: 'changePassword', label: 'Change Password', icon: IconKey, to: paths.updatePassword },
  { key: 'technicalSupport', label: 'Technical Support', icon: IconLifebuoy, to: paths.technicalSupport },
  { key: 'signOut', label: 'Sign Out', icon: IconLogout },
];

const isVisible = (entry: { visible?: (context: NavContext) => boolean }, context: NavContext) =>
  entry.visible?.(context) ?? true;

/** The main navigation a user sees: entries their role and organisation allow, groups keeping allowed links. */
export function visibleMainNav(context: NavContext): NavEntry[] {
  return mainNav.flatMap((entry): NavEntry[] => {
    if (!isVisible(entry, context)) return [];
    if (!('children' in entry)) return [entry];
    const children = entry.children.filter((child) => isVisible(child, context));
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** The user menu of this session: items its level may see, with paths resolved for this user. */
export const visibleUserMenu = (session: Session): ResolvedUserMenuEntry[] =>
  userMenu.flatMap((entry): ResolvedUserMenuEntry[] => {
    if (!canSeeMenuItem(session.Access_Level, entry.key)) return [];
    if (entry.key === 'signOut') return [entry];
    return [{ ...entry, to: typeof entry.to === 'function' ? entry.to(session) : entry.to }];
  });
