import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APP_TIME_ZONE,
  complianceFrequencyParams,
  complianceQuery,
  dashboardFlaggedForms,
  dueWindow,
  today,
  type ComplianceQuery,
  type ComplianceSlug,
  type DashboardFlaggedForm,
} from '@envirotrack/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { caller, type AuthContext } from '../../plugins/auth';
import { dueRows } from './compliance.forms';
import { formsFor } from './compliance.service';
import { flaggedInspections } from './compliance-flagged.queries';
import { dashboardReach } from './compliance-scope';

/** The period's flagged forms in the caller's scope and filters: the rows behind 'Flagged <Freq> Forms : N'. */
export async function flaggedForms(db: Db, auth: AuthContext, slug: ComplianceSlug, query: ComplianceQuery) {
  const reach = await dashboardReach(db, auth, query.regionFilter);
  const { forms, frequency, dueDays } = await formsFor(db, reach.orgId, slug, query);
  const now = today(APP_TIME_ZONE);
  const period = dueWindow(frequency, query.date ?? now, now, dueDays);
  const rows =
    period.dueThrough === null || forms.length === 0
      ? []
      : await flaggedInspections(db, reach.filter, dueRows(forms), frequency, period.key, period.dueThrough);
  const flagged = rows.flatMap((row): DashboardFlaggedForm[] => {
    const due = forms.find((f) => f.rootId === row.root);
    if (!due) return [];
    return [
      {
        inspectionId: row.inspectionId,
        plantUId: row.plantUId,
        PlantId: row.plantId,
        PlantName: row.plantName,
        RegionName: row.regionName,
        FacilityType: row.facilityType,
        PermitType: row.permitType,
        FormId: due.form.formKey,
        InspectionName: due.form.name,
        pointSource: row.pointSource,
        Date: row.date,
        Completed: row.openFlags === 0 ? 1 : 0,
        openFlags: row.openFlags,
      },
    ];
  });
  return { status: 'valid' as const, data: { period, flaggedForms: flagged } };
}

/**
 * The dashboard's 'Flagged Forms' pop-up (spec 3 §2.8, §2.9; §7 'flagged forms per frequency and org': no
 * path shown): the period's inspections that carry flags, in the caller's scope, with the summary's filters.
 */
export function complianceFlaggedRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    app.get('/dashboard/:frequency/flagged', {
      schema: {
        tags: ['dashboard'],
        summary:
          "The period's flagged forms (Completed 1 when every flag is closed), as counted by the summary's flaggedFormsCount; date, regionFilter, inspType, inspectionForm as the summary",
        problems: ['forbidden'],
        params: complianceFrequencyParams,
        querystring: complianceQuery,
        response: { 200: dashboardFlaggedForms },
      },
      handler: async (request) => flaggedForms(db, caller(request), request.params.frequency, request.query),
    });
  };
}
