import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import {
  accountInfo,
  defaultOrgSettings,
  ELMS_TOKEN_SECONDS,
  elmsLink,
  feedbackBody,
  messages,
  okBody,
  orgSettings,
  supportBody,
  valid,
} from '@envirotrack/shared';
import { findAccountById } from '../../lib/accounts.queries';
import type { AppDeps } from '../../lib/deps';
import { Problem } from '../../lib/problem';
import { caller } from '../../plugins/auth';
import { insertFeedback, insertSupportRequest, meRow } from './account.queries';

const tags = ['account'];

export function accountRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const account = async (userId: number) => {
      const found = await findAccountById(deps.db, userId);
      if (!found) throw new Problem('sessionTimeout');
      return found;
    };

    app.get('/me', {
      schema: {
        tags,
        summary: 'Organisation settings and links for the signed-in user',
        response: { 200: valid(accountInfo) },
      },
      handler: async (request) => {
        const auth = caller(request);
        const account = await meRow(deps.db, auth.userId, auth.orgScope, auth.sessionId);
        const parsed = orgSettings.safeParse(account?.settings ?? {});
        const settings = parsed.success ? parsed.data : defaultOrgSettings;
        const archived = settings.archivedApp;
        const seesArchived =
          archived !== null &&
          (auth.level <= 2 || auth.regionIds.some((id) => archived.regionIds.includes(id)));
        return {
          status: 'valid' as const,
          data: {
            fullName: account ? `${account.firstName} ${account.lastName}`.trim() : '',
            // The archived link and its regions reach only the users allowed to see it, in `archivedApp`.
            orgSettings: { ...settings, archivedApp: null },
            archivedApp: seesArchived
              ? { url: archived.url, label: archived.label, tooltip: archived.tooltip }
              : null,
            trainingPortalUrl: deps.config.trainingPortalUrl ?? null,
            supportEmail: deps.config.supportEmail ?? null,
            mapTileUrl: deps.config.mapTileUrl,
            otherOrganisations: (account?.otherOrganisations ?? []).map(({ orgId, orgName }) => ({
              orgId,
              orgName,
            })),
          },
        };
      },
    });

    app.get('/elms-token', {
      schema: {
        tags,
        summary: 'A signed link into the training portal, valid 2 minutes (eLMS users; needs ELMS_SECRET)',
        problems: ['forbidden', 'notFound'],
        response: { 200: valid(elmsLink) },
      },
      handler: async (request) => {
        const auth = caller(request);
        const portal = deps.config.trainingPortalUrl;
        if (!portal) throw new Problem('notFound', 'No training portal is configured.');
        const user = await account(auth.userId);
        if (!user.elmsFlag) throw new Problem('forbidden', 'Your account has no training portal access.');
        if (!deps.config.elmsSecret)
          throw new Problem('notFound', 'Sign-on to the training portal is not configured.');
        const token = await new SignJWT({ email: user.email, name: user.firstName, org: user.orgName })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.userId)
          .setAudience('elms')
          .setIssuedAt()
          .setExpirationTime(`${ELMS_TOKEN_SECONDS}s`)
          .sign(new TextEncoder().encode(deps.config.elmsSecret));
        const url = new URL(portal);
        url.searchParams.set('token', token);
        return {
          status: 'valid' as const,
          data: { url: url.toString(), expiresInSeconds: ELMS_TOKEN_SECONDS },
        };
      },
    });

    app.post('/feedback', {
      schema: {
        tags,
        summary: "Send 'How are we doing...?' feedback",
        problems: ['forbidden'],
        body: feedbackBody,
        response: { 200: okBody },
      },
      handler: async (request) => {
        const auth = caller(request);
        if (request.body.userId !== undefined && request.body.userId !== auth.userId)
          throw new Problem('forbidden');
        await insertFeedback(deps.db, {
          userId: auth.userId,
          orgId: auth.homeOrgId,
          text: request.body.feedback,
        });
        return { status: 'valid' as const, message: 'Thank you for your feedback.', data: null };
      },
    });

    app.post('/technical-support', {
      schema: {
        tags,
        summary: 'Ask for technical support (stored, and e-mailed to SUPPORT_EMAIL)',
        problems: ['unavailable'],
        body: supportBody,
        response: { 200: okBody },
      },
      handler: async (request) => {
        const auth = caller(request);
        const user = await account(auth.userId);
        const id = await insertSupportRequest(deps.db, {
          userId: auth.userId,
          orgId: auth.homeOrgId,
          comments: request.body.comments,
        });
        if (!deps.config.supportEmail) {
          return { status: 'valid' as const, message: 'Your request has been recorded.', data: null };
        }
        try {
          await deps.mailer.send({
            to: deps.config.supportEmail,
            kind: 'technical-support',
            subject: `Technical support request #${id} from ${user.userId}`,
            text: [
              `From: ${user.firstName} (${user.userId}, ${user.email})`,
              `Organisation: ${user.orgName ?? 'All (L1)'}`,
              '',
              request.body.comments,
            ].join('\n'),
          });
        } catch {
          throw new Problem('unavailable', 'Your request was recorded but the e-mail could not be sent.');
        }
        return { status: 'valid' as const, message: messages.emailSent, data: null };
      },
    });
  };
}
