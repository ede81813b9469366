import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  complianceFrequency,
  complianceFrequencyParams,
  dashboardForms,
  dashboardFormsQuery,
  type DashboardFormOption,
  type InspectionType,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { caller } from '../../plugins/auth';
import { dueForms } from './compliance.forms';
import { dashboardReach, dashboardSettings } from './compliance-scope';

/**
 * The dashboard's Inspection filter (spec 3 §2.8; §7 'form list per org, region, type': no path shown): the
 * organisation's active forms of a frequency and inspection type, as compliance counts them (an
 * organisation's copy of a library form stands for it). Any caller of the organisation may read them.
 */
export function complianceFormsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;

    app.get('/dashboard/:frequency/forms', {
      schema: {
        tags: ['dashboard'],
        summary:
          "The Inspection filter's options: the organisation's active forms of the frequency; inspType: All, Inspections, HouseKeeping",
        problems: ['forbidden'],
        params: complianceFrequencyParams,
        querystring: dashboardFormsQuery,
        response: { 200: dashboardForms },
      },
      handler: async (request) => {
        const { orgId } = await dashboardReach(db, caller(request), 'All');
        const { inspType } = request.query;
        const settings = await dashboardSettings(db, orgId, inspType);
        const forms = await dueForms(db, orgId, {
          frequency: complianceFrequency(request.params.frequency),
          inspectionType: inspType === 'All' ? null : (inspType as InspectionType),
          hideHousekeeping: settings.hideHousekeeping,
          formKeys: null,
        });
        const byKey = new Map<string, DashboardFormOption>();
        for (const { form } of forms)
          byKey.set(form.formKey, {
            FormId: form.formKey,
            FormName: form.name,
            permitType: form.permitType,
            inspectionType: form.inspectionType,
          });
        const data = [...byKey.values()].sort(
          (a, b) => a.FormName.localeCompare(b.FormName) || a.FormId.localeCompare(b.FormId),
        );
        return { status: 'valid' as const, data };
      },
    });
  };
}
