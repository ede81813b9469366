import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forgotPasswordAnswer,
  forgotPasswordBody,
  idParam,
  loginAnswer,
  loginBody,
  messages,
  okBody,
  orgIdParam,
  resetPasswordBody,
  signedIn,
  updatePasswordBody,
  valid,
} from '@envirotrack/shared';
import type { AppDeps } from '../../lib/deps';
import { recordAudit } from '../../lib/audit.queries';
import { revokeSession } from '../../lib/sessions.queries';
import { caller } from '../../plugins/auth';
import { login, switchAccount, updatePassword } from './auth.service';
import { forgotPassword, resetPassword } from './password-reset.service';

const tags = ['auth'];

export function authRoutes(deps: AppDeps) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Public calls, limited per client address and per login or e-mail in lib/attempt-limits (PostgreSQL).
    const limited = { public: true, attemptLimited: true };

    app.post('/login', {
      config: limited,
      schema: {
        tags,
        summary: 'Sign in',
        problems: ['invalidCredentials', 'accountInactive'],
        body: loginBody,
        response: { 200: valid(loginAnswer) },
      },
      handler: async (request) => {
        const { answer, choose } = await login(deps, request.body, request.ip);
        return choose
          ? { status: 'valid' as const, message: messages.organizationInfo, data: answer }
          : { status: 'valid' as const, data: answer };
      },
    });

    app.post('/logout', {
      schema: { tags, summary: 'Sign out: ends this session', response: { 200: okBody } },
      handler: async (request) => {
        const auth = caller(request);
        await revokeSession(deps.db, auth.sessionId, 'logout');
        await recordAudit(deps.db, {
          actorId: auth.userId,
          orgId: auth.homeOrgId,
          action: 'logout',
          entity: 'user',
          entityId: auth.userId,
        });
        return { status: 'valid' as const, data: null };
      },
    });

    app.post('/switchaccount/:orgId', {
      schema: {
        tags,
        summary:
          "Open the signed-in person's account in another organisation, proved at sign-in (same login and password); answers a new session token",
        problems: ['forbidden'],
        params: orgIdParam,
        response: { 200: valid(signedIn) },
      },
      handler: async (request) => {
        const signed = await switchAccount(deps, caller(request), request.params.orgId);
        return { status: 'valid' as const, data: signed };
      },
    });

    app.post('/forgetpassword', {
      config: limited,
      schema: {
        tags,
        summary: 'E-mail a temporary password',
        problems: ['unavailable'],
        body: forgotPasswordBody,
        response: { 200: valid(forgotPasswordAnswer) },
      },
      handler: async (request) => {
        const answer = await forgotPassword(deps, request.body, request.ip);
        return { status: 'valid' as const, message: messages.emailSent, data: answer };
      },
    });

    app.put('/resetpassword', {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a temporary one',
        body: resetPasswordBody,
        response: { 200: okBody },
      },
      handler: async (request) => {
        await resetPassword(deps, request.body, request.ip);
        return { status: 'valid' as const, message: messages.passwordUpdatedReset, data: null };
      },
    });

    app.put('/updatepassword/:id', {
      config: { attemptLimited: true },
      schema: {
        tags,
        summary: 'Change the signed-in user’s password',
        problems: ['forbidden'],
        params: idParam,
        body: updatePasswordBody,
        response: { 200: okBody },
      },
      handler: async (request) => {
        await updatePassword(deps, caller(request), request.params.id, request.body);
        return { status: 'valid' as const, message: messages.passwordUpdated, data: null };
      },
    });
  };
}
