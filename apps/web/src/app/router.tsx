import type { RouteObject } from 'react-router';
import { can, paths, REPORT_SLUGS } from '@envirotrack/shared';
import { FullLoader } from '../components/page-loader';
import { inspectionPaths } from '../lib/inspection-paths';
import { redirectSignedIn, requireLevel } from './guards';
import { AppLayout, appLayoutLoader } from './layout/app-layout';
import { RouteError } from './route-error';
import { RouteFocus } from './route-focus';

const resetPasswordPattern = '/forgot-password/:userId/:orgId';

export const routes: RouteObject[] = [
  {
    Component: RouteFocus,
    HydrateFallback: FullLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.login,
        loader: redirectSignedIn,
        // Not in the shell: a signed-in visit does not load the sign-in form. The boot script preloads it for a
        // signed-out visit, which sees the prerendered copy meanwhile (vite.config.ts).
        lazy: async () => ({ Component: (await import('../features/auth/routes/login-route')).LoginRoute }),
      },
      {
        path: resetPasswordPattern,
        loader: redirectSignedIn,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/reset-password-route')).ResetPasswordRoute,
        }),
      },
      {
        loader: appLayoutLoader,
        Component: AppLayout,
        children: [
          {
            path: paths.home,
            lazy: async () => ({ Component: (await import('../features/home/routes/home-route')).HomeRoute }),
          },
          {
            path: paths.inspections,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/inspection-list-route'))
                .InspectionsRoute,
            }),
          },
          {
            path: paths.housekeeping,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/inspection-list-route'))
                .HousekeepingRoute,
            }),
          },
          {
            path: paths.updatePassword,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/update-password-route')).UpdatePasswordRoute,
            }),
          },
          {
            path: paths.organisations,
            loader: requireLevel(can.manageOrganisations),
            lazy: async () => ({
              Component: (await import('../features/orgs/routes/org-list-route')).OrgListRoute,
            }),
          },
          {
            path: '/org/create',
            loader: requireLevel(can.manageOrganisations),
            lazy: async () => ({
              Component: (await import('../features/orgs/routes/org-create-route')).OrgCreateRoute,
            }),
          },
          {
            path: '/org/update/:id',
            loader: requireLevel(can.manageOrganisations),
            lazy: async () => ({
              Component: (await import('../features/orgs/routes/org-update-route')).OrgUpdateRoute,
            }),
          },
          {
            path: '/org/details/:id',
            loader: requireLevel(can.manageOrganisations),
            lazy: async () => ({
              Component: (await import('../features/orgs/routes/org-details-route')).OrgDetailsRoute,
            }),
          },
          {
            path: paths.users,
            loader: requireLevel(can.seeUsers),
            lazy: async () => ({
              Component: (await import('../features/users/routes/user-list-route')).UserListRoute,
            }),
          },
          {
            path: '/users/:id',
            loader: requireLevel(can.seeUsers),
            lazy: async () => ({
              Component: (await import('../features/users/routes/user-details-route')).UserDetailsRoute,
            }),
          },
          {
            path: '/user/create',
            loader: requireLevel(can.seeUsers),
            lazy: async () => ({
              Component: (await import('../features/users/routes/user-create-route')).UserCreateRoute,
            }),
          },
          {
            path: '/user/update/:id',
            lazy: async () => ({
              Component: (await import('../features/users/routes/user-update-route')).UserUpdateRoute,
            }),
          },
          {
            path: '/profile/:id',
            lazy: async () => ({
              Component: (await import('../features/users/routes/profile-route')).ProfileRoute,
            }),
          },
          {
            path: paths.technicalSupport,
            lazy: async () => ({
              Component: (await import('../features/account/routes/technical-support-route'))
                .TechnicalSupportRoute,
            }),
          },
          {
            path: paths.reminders,
            lazy: async () => ({
              Component: (await import('../features/reminders/routes/reminders-route')).RemindersRoute,
            }),
          },
          {
            path: paths.goldenRules,
            lazy: async () => ({
              Component: (await import('../features/golden-rules/routes/golden-rules-route'))
                .GoldenRulesRoute,
            }),
          },
          {
            path: paths.references,
            lazy: async () => ({
              Component: (await import('../features/references/routes/references-route')).ReferencesRoute,
            }),
          },
          {
            path: paths.referenceEdit,
            loader: requireLevel(can.addReference),
            lazy: async () => ({
              Component: (await import('../features/references/routes/reference-edit-route'))
                .ReferenceEditRoute,
            }),
          },
          {
            path: paths.feedback,
            lazy: async () => ({
              Component: (await import('../features/account/routes/feedback-route')).FeedbackRoute,
            }),
          },
          {
            path: paths.inspectionTypes,
            loader: requireLevel(can.manageInspectionForms),
            lazy: async () => ({
              Component: (await import('../features/inspection-forms/routes/inspection-types-route'))
                .InspectionTypesRoute,
            }),
          },
          {
            path: '/inspection-type/create',
            loader: requireLevel(can.manageInspectionForms),
            lazy: async () => ({
              Component: (await import('../features/inspection-forms/routes/inspection-type-create-route'))
                .InspectionTypeCreateRoute,
            }),
          },
          {
            path: '/inspection-setup/:formId/:permitType/:formName',
            loader: requireLevel(can.manageInspectionForms),
            lazy: async () => ({
              Component: (await import('../features/inspection-forms/routes/inspection-setup-route'))
                .InspectionSetupRoute,
            }),
          },
          {
            path: paths.maintenance,
            lazy: async () => {
              const route = await import('../features/plants/routes/plant-list-route');
              return { Component: route.PlantListRoute, loader: route.plantListLoader };
            },
          },
          {
            path: '/maintenance/create',
            loader: requireLevel(can.addPlant),
            lazy: async () => ({
              Component: (await import('../features/plants/routes/plant-create-route')).PlantCreateRoute,
            }),
          },
          {
            path: '/maintenance/update/:id',
            loader: requireLevel((level) => level <= 2),
            lazy: async () => ({
              Component: (await import('../features/plants/routes/plant-update-route')).PlantUpdateRoute,
            }),
          },
          {
            path: '/maintenance/:id/:plantId',
            lazy: async () => ({
              Component: (await import('../features/plants/routes/plant-info-route')).PlantInfoRoute,
            }),
          },
          // One list per frequency; the path matches in any case (/reports/Daily too, spec 1 §2).
          ...REPORT_SLUGS.map((slug) => ({
            path: paths.reports(slug),
            // With a plant and a form chosen (from Form Summary): the checklist grid (spec 3 §2.3).
            lazy: async () => ({ Component: (await import('./reports-entry')).ReportsEntry }),
          })),
          {
            path: paths.summaryReports,
            lazy: async () => ({
              Component: (await import('../features/summaries/routes/summary-route')).SummaryRoute,
            }),
          },
          {
            path: `${paths.summaryReports}/:frequency`,
            lazy: async () => ({
              Component: (await import('../features/summaries/routes/summary-route')).SummaryRoute,
            }),
          },
          {
            path: inspectionPaths.commonPattern,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/fill-in-route')).FillInRoute,
            }),
          },
          {
            path: inspectionPaths.maintenancePattern,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/fill-in-route')).FillInRoute,
            }),
          },
          {
            path: inspectionPaths.monthlyChecklistPattern,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/fill-in-route')).FillInRoute,
            }),
          },
          {
            // The charts (recharts) load with this chunk only (docs/decisions.md, Dashboard).
            path: paths.dashboard,
            lazy: async () => ({
              Component: (await import('../features/dashboard/routes/dashboard-route')).DashboardRoute,
            }),
          },
          {
            path: paths.flaggedReports,
            lazy: async () => ({
              Component: (await import('../features/flags/routes/flagged-reports-route')).FlaggedReportsRoute,
            }),
          },
          {
            path: paths.bulkPrint,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/bulk-print-route')).BulkPrintRoute,
            }),
          },
          {
            path: paths.flaggedForms,
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/flagged-forms-route'))
                .FlaggedFormsRoute,
            }),
          },
          {
            path: '/flagged-forms/:category/:inspectionId',
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/flagged-form-route')).FlaggedFormRoute,
            }),
          },
          {
            path: '/reports/:frequency/:inspectionId',
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/report-route')).ReportRoute,
            }),
          },
          {
            path: '/reports/:frequency/:inspectionId/:formId',
            lazy: async () => ({
              Component: (await import('../features/inspections/routes/report-route')).ReportRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
          },
        ],
      },
    ],
  },
];
