import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can, orgList, orgSwitchParams, signedIn, valid } from '@envirotrack/shared';
import { findAccountById } from '../../lib/accounts.queries';
import { recordAudit } from '../../lib/audit.queries';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { issueSession } from '../../lib/sessions';
import { revokeSession } from '../../lib/sessions.queries';
import { caller, requireCan } from '../../plugins/auth';
import { listOrganisations } from './orgs.queries';

const tags = ['organisations'];

export function orgsRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/org', {
      schema: { tags, summary: 'Every organisation (L1)', response: { 200: valid(orgList) } },
      handler: async (request) => {
        requireCan(caller(request), can.manageOrganisations);
        const rows = await listOrganisations(deps.db);
        return {
          status: 'valid' as const,
          data: rows.map((org) => ({
            orgId: org.id,
            orgName: org.name,
            orgLogoDetails: org.logoUrl ? [{ imageURL: org.logoUrl }] : [],
          })),
        };
      },
    });

    app.get('/orgDetailsChange/:orgId', {
      schema: {
        tags,
        summary: 'L1: act in one organisation, or All; answers a new session token',
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
        const signed = await deps.db.transaction(async (tx) => {
          const next = await issueSession({ ...sessionDeps, db: tx }, account, orgId);
          await revokeSession(tx, auth.sessionId, 'organisation switch');
          await recordAudit(tx, {
            actorId: auth.userId,
            orgId,
            action: 'organisation.switch',
            entity: 'session',
            entityId: next.user.sid,
          });
          return next;
        });
        return { status: 'valid' as const, data: signed };
      },
    });
  };
}
