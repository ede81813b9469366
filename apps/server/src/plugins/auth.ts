import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDbId, type AccessLevel, type SessionClaims } from '@envirotrack/shared';
import type { Db } from '../db/client';
import { findLiveSession } from '../lib/sessions.queries';
import { Problem } from '../lib/problem';
import type { TokenSigner } from '../lib/tokens';

/** Who is calling, from a verified token whose session is still live. */
export interface AuthContext {
  sessionId: string;
  claims: SessionClaims;
  userId: number;
  level: AccessLevel;
  /** The caller's own organisation (null for L1). */
  homeOrgId: number | null;
  /** The organisation this call acts in: own for L2-L4; for L1 `?orgId=`, else the switch; null = All. */
  orgScope: number | null;
  /** The caller's regions (L3, L4; empty for L1, L2), read with the session. */
  regionIds: readonly number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Route answers without a signed-in user. Every other /api route requires one. */
    public?: boolean;
  }
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  const match = header && /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
};

const queryOrgId = (request: FastifyRequest): number | undefined => {
  const raw = (request.query as Record<string, unknown> | undefined)?.orgId;
  if (raw === undefined || raw === 'All') return undefined;
  const id = Number(raw);
  if (!isDbId(id)) throw new Problem('badInput', 'orgId must be an organisation id.');
  return id;
};

/**
 * Whether the call belongs to the API behind sign-in, decided on the route the router matched (its
 * pattern), never on the request's text: an absolute-form request line (`GET http://host/api/me`) routes
 * like `/api/me` and must be checked like it. The API documentation and the web build are not the API.
 */
const isApiRoute = (request: FastifyRequest): boolean => {
  const route = request.routeOptions.url;
  if (request.is404 || route === undefined) return false;
  return route.startsWith('/api/') && route !== '/api/docs' && !route.startsWith('/api/docs/');
};

export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: TokenSigner }): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    // API answers are personal (or carry a token): no cache keeps them. Routes serving files set their own.
    reply.header('cache-control', 'no-store');
    if (request.routeOptions.config.public) return;
    const token = bearer(request);
    if (!token) throw new Problem('notSignedIn');
    const claims = await deps.tokens.verify(token);
    if (!claims) throw new Problem('sessionTimeout');
    const session = await findLiveSession(deps.db, claims.sid);
    if (!session || session.userId !== claims.UniqueId) throw new Problem('sessionTimeout');
    const level = session.accessLevel as AccessLevel;
    const orgScope = level === 1 ? (queryOrgId(request) ?? session.actingOrgId) : session.homeOrgId;
    request.auth = {
      sessionId: session.id,
      claims,
      userId: session.userId,
      level,
      homeOrgId: session.homeOrgId,
      orgScope,
      regionIds: session.regionIds,
    };
  });
}

/** The signed-in caller; routes behind the auth hook always have one. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Problem('notSignedIn');
  return request.auth;
}

/** Refuses the call unless the caller's level passes `rule` (a function of `can` in shared permissions). */
export function requireCan(auth: AuthContext, rule: (level: AccessLevel) => boolean): void {
  if (!rule(auth.level)) throw new Problem('forbidden');
}
