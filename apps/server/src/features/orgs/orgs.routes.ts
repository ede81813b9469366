import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  can,
  LOGO_MAX_BYTES,
  okBody,
  orgBody,
  orgDetails,
  orgIdParam,
  orgListQuery,
  orgSwitchParams,
  regionList,
  signedIn,
  userMessages,
  valid,
  validPage,
  orgListItem,
} from '@envirotrack/shared';
import { findAccountById } from '../../lib/accounts.queries';
import { countAttempts, uploadAttempts } from '../../lib/attempt-limits';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { switchSession } from '../../lib/sessions';
import { caller, requireCan } from '../../plugins/auth';
import { deleteLogo, uploadLogo } from './logo.service';
import { orgExportRoutes } from './org-exports.routes';
import { listOrganisations, listRegions, pageOrganisations } from './orgs.queries';
import { createOrganisation, organisationDetails, updateOrganisationWithRegions } from './orgs.service';

const tags = ['organisations'];
const listItem = (org: { id: number; name: string; logoUrl: string | null }) => ({
  orgId: org.id,
  orgName: org.name,
  orgLogoDetails: org.logoUrl ? [{ imageURL: org.logoUrl }] : [],
});

export function orgsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/org', {
      schema: {
        tags,
        summary: 'Organisations (L1): every one, or with `page` one page of 20 with TotalCount',
        problems: ['forbidden'],
        querystring: orgListQuery,
        response: { 200: validPage(orgListItem) },
      },
      handler: async (request) => {
        requireCan(caller(request), can.manageOrganisations);
        const { page, search, isAsc } = request.query;
        if (page === undefined) {
          const rows = await listOrganisations(deps.db);
          return { status: 'valid' as const, data: rows.map(listItem), TotalCount: rows.length };
        }
        const { rows, total } = await pageOrganisations(deps.db, { page, search, isAsc });
        return { status: 'valid' as const, data: rows.map(listItem), TotalCount: total };
      },
    });

    app.post('/org', {
      schema: {
        tags,
        summary: 'Create an organisation (L1)',
        problems: ['forbidden', 'conflict'],
        body: orgBody,
        response: { 200: valid(orgDetails) },
      },
      handler: async (request) => {
        const auth = caller(request);
        requireCan(auth, can.manageOrganisations);
        const orgId = await createOrganisation(deps.db, auth.userId, request.body);
        return {
          status: 'valid' as const,
          message: userMessages.organisationCreated,
          data: await organisationDetails(deps.db, orgId),
        };
      },
    });

    app.get('/orgdetails/:orgId', {
      schema: {
        tags,
        summary: 'One organisation (L1)',
        problems: ['forbidden', 'notFound'],
        params: orgIdParam,
        response: { 200: valid(orgDetails) },
      },
      handler: async (request) => {
        requireCan(caller(request), can.manageOrganisations);
        return { status: 'valid' as const, data: await organisationDetails(deps.db, request.params.orgId) };
      },
    });

    app.put('/updateorg/:orgId', {
      schema: {
        tags,
        summary: 'Update an organisation, its regions and settings (L1)',
        problems: ['forbidden', 'notFound', 'conflict'],
        params: orgIdParam,
        body: orgBody,
        response: { 200: valid(orgDetails) },
      },
      handler: async (request) => {
        const auth = caller(request);
        requireCan(auth, can.manageOrganisations);
        await updateOrganisationWithRegions(deps.db, auth.userId, request.params.orgId, request.body);
        return {
          status: 'valid' as const,
          message: userMessages.organisationUpdated,
          data: await organisationDetails(deps.db, request.params.orgId),
        };
      },
    });

    app.get('/org/:orgId/regions', {
      schema: {
        tags,
        summary: 'Regions of an organisation (L1: any; others: their own)',
        problems: ['forbidden'],
        params: orgIdParam,
        response: { 200: valid(regionList) },
      },
      handler: async (request) => {
        const auth = caller(request);
        if (auth.level !== 1 && auth.homeOrgId !== request.params.orgId) throw new Problem('forbidden');
        return { status: 'valid' as const, data: await listRegions(deps.db, request.params.orgId) };
      },
    });

    app.post('/org/:orgId/logo', {
      config: { attemptLimited: true },
      bodyLimit: LOGO_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload the organisation logo (multipart field `file`; gif, jpeg or png; L1)',
        problems: ['forbidden', 'notFound', 'conflict'],
        consumes: ['multipart/form-data'],
        params: orgIdParam,
        response: { 200: valid(orgDetails) },
      },
      handler: async (request) => {
        const auth = caller(request);
        requireCan(auth, can.manageOrganisations);
        const declared = request.headers['content-length'];
        await countAttempts(deps.db, uploadAttempts(auth.userId, declared, LOGO_MAX_BYTES));
        const file = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
        if (!file) throw new Problem('badInput', 'Choose a logo image to upload.');
        await uploadLogo(deps, auth.userId, request.params.orgId, await file.toBuffer());
        return { status: 'valid' as const, data: await organisationDetails(deps.db, request.params.orgId) };
      },
    });

    app.delete('/org/:orgId/logo', {
      schema: {
        tags,
        summary: 'Delete the organisation logo (L1)',
        problems: ['forbidden', 'notFound'],
        params: orgIdParam,
        response: { 200: okBody },
      },
      handler: async (request) => {
        const auth = caller(request);
        requireCan(auth, can.manageOrganisations);
        await deleteLogo(deps, auth.userId, request.params.orgId);
        return { status: 'valid' as const, data: null };
      },
    });

    app.get('/orgDetailsChange/:orgId', {
      schema: {
        tags,
        summary: 'L1: act in one organisation, or All; answers a new session token',
        problems: ['forbidden', 'notFound'],
        params: orgSwitchParams,
        response: { 200: valid(signedIn) },
      },
      handler: async (request) => {
        const auth = caller(request);
        requireCan(auth, can.switchOrganisation);
        const account = await findAccountById(deps.db, auth.userId);
        if (!account) throw new Problem('sessionTimeout');
        const orgId = request.params.orgId === 'All' ? null : request.params.orgId;
        const sessionDeps = { db: deps.db, tokens: deps.tokens, sessionHours: deps.config.sessionHours };
        const signed = await switchSession(
          sessionDeps,
          auth.sessionId,
          { account, actingOrgId: orgId },
          { actorId: auth.userId, orgId, action: 'organisation.switch' },
        );
        return { status: 'valid' as const, data: signed };
      },
    });

    orgExportRoutes(fastify, deps.db);
  };
}
