import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MAX_JSON_BODY_BYTES, requestMessages, SIGNED_IN_HINT } from '@envirotrack/shared';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { filesRoutes } from './features/files/files.routes';
import { flaggedReportsRoutes } from './features/flags/flagged-reports.routes';
import { healthRoutes } from './features/health/health.routes';
import { flaggedFormsRoutes } from './features/flagged-forms/flagged-forms.routes';
import { formsRoutes } from './features/inspection-forms/forms.routes';
import { inspectionsRoutes } from './features/inspections/inspections.routes';
import { evidencePackRoutes } from './features/inspections/evidence-pack.routes';
import { reportDetailRoutes } from './features/inspections/report-detail.routes';
import { verifyPageRoutes, verifyRoutes } from './features/inspections/verify.routes';
import { orgsRoutes } from './features/orgs/orgs.routes';
import { plantsRoutes } from './features/plants/plants.routes';
import { reportListsRoutes } from './features/reports/report-lists.routes';
import { complianceRoutes } from './features/compliance/compliance.routes';
import { complianceFlaggedRoutes } from './features/compliance/compliance-flagged.routes';
import { complianceFormsRoutes } from './features/compliance/compliance-forms.routes';
import { reminderRoutes } from './features/compliance/reminders/reminders.routes';
import { complianceCalendarRoutes } from './features/compliance/compliance-calendar.routes';
import { formGridRoutes } from './features/compliance/form-grid.routes';
import { complianceFormCountsRoutes } from './features/compliance/compliance-form-counts.routes';
import { usersRoutes } from './features/users/users.routes';
import { goldenRulesRoutes } from './features/golden-rules/golden-rules.routes';
import { referencesRoutes } from './features/references/references.routes';
import { pruneAttemptCountersJob, registerAttemptLimits } from './lib/attempt-limits';
import type { AppDeps } from './lib/deps';
import { createJobs, registerJobs } from './lib/jobs';
import { createMailer, type Mailer } from './lib/mail';
import { Problem } from './lib/problem';
import { registerSqlTiming } from './lib/sql-timing';
import { createStorage } from './lib/create-storage';
import type { Storage } from './lib/storage';
import { createTokenSigner, loadJwtSecret } from './lib/tokens';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler, sendProblem } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  storage?: Storage;
}

/** The origin of an http tile server for the CSP (https ones are allowed already); none for https. */
function tileOrigin(template: string): string[] {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** The version the web build carries (version.json, written by its build); none without a build. */
function readWebVersion(webDist: string): string | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof parsed.version === 'string' && /^\d{1,20}$/.test(parsed.version) ? parsed.version : null;
  } catch {
    return null;
  }
}

/**
 * The CSP sources of the inline scripts of the web build's pages (index.html and the signed-in page: the boot
 * script, apps/web/build/boot-script.ts), by their SHA-256: `script-src` allows them and no other inline script.
 */
function inlineScriptHashes(webDist: string): string[] {
  const hashes = new Set<string>();
  for (const page of ['index.html', SIGNED_IN_HINT.page]) {
    let html: string;
    try {
      html = fs.readFileSync(path.join(webDist, page), 'utf8');
    } catch {
      continue;
    }
    for (const [, body = ''] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

const signedInHint = new RegExp(`(?:^|;)\\s*${SIGNED_IN_HINT.cookie}=1\\s*(?:;|$)`);

/**
 * The app's page for an address of the app: the signed-in page (apps/web/build/boot-script.ts) to a browser
 * with the signed-in hint cookie, when the build has one; index.html otherwise. The answer varies by cookie.
 */
function appPage(hasSignedInPage: boolean, cookie: string | undefined): string {
  return hasSignedInPage && signedInHint.test(cookie ?? '') ? SIGNED_IN_HINT.page : 'index.html';
}

/** The server's log: at the configured level, never an Authorization header or a body (passwords). */
export const loggerOptions = (config: Config) => ({
  level: config.logLevel,
  redact: ['req.headers.authorization', 'req.body'],
});

/** Builds the whole application; tests inject requests into it, server.ts makes it listen. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
  storage,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // Deliberately small: JSON bodies are forms and trees; each upload route sets its own larger limit.
    bodyLimit: MAX_JSON_BODY_BYTES,
    trustProxy: config.trustProxy,
    // Fastify logs each request twice (received, completed): one line from the onResponse hook below instead.
    logController: new LogController({ disableRequestLogging: true }),
    // A search term travels in the path: allow long segments, and answer the router's own refusals (a
    // segment longer still, a malformed %-escape) with the usual 400 body instead of Fastify's.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: (_error, _request, reply) => {
      void sendProblem(reply, new Problem('badInput', requestMessages.badAddress));
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    // Health probes arrive every few seconds from a load balancer: below info, so they bury nothing.
    const level = request.routeOptions.url === '/api/health' ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON, or multipart on the upload routes: any other content type is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  // Every answer names the web build this server serves: a tab running an older one reloads (spec 1 §4).
  const webVersion = readWebVersion(config.webDist);
  if (webVersion) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-app-version', webVersion);
      return payload;
    });
  }
  if (config.sqlTiming) registerSqlTiming(app, database.pool);

  const deps: AppDeps = {
    config,
    db: database.db,
    tokens: createTokenSigner(await loadJwtSecret(config.jwtSecret, config.dataDir)),
    mailer: mailer ?? createMailer(config, database.db, app.log),
    storage: storage ?? createStorage(config),
    jobs: createJobs(database, config.jobs, app.log),
  };
  registerJobs(app, deps.jobs);
  deps.jobs.define(pruneAttemptCountersJob(deps.db));

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles come from MAP_TILE_URL, which may be a plain-http tile server inside a company network.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigin(config.mapTileUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // A PDF attachment opens in the report's viewer from an object URL (its file needs the session's token).
        frameSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await registerOpenApi(app, config);
  registerAttemptLimits(app);
  registerAuth(app, deps);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(orgsRoutes(deps));
      await api.register(filesRoutes(deps));
      await api.register(usersRoutes(deps));
      await api.register(accountRoutes(deps));
      await api.register(formsRoutes(deps));
      await api.register(plantsRoutes(deps));
      await api.register(inspectionsRoutes(deps));
      await api.register(reportListsRoutes(deps));
      await api.register(flaggedReportsRoutes(deps));
      await api.register(reportDetailRoutes(deps));
      await api.register(flaggedFormsRoutes(deps));
      await api.register(complianceRoutes(deps));
      await api.register(complianceFormsRoutes(deps));
      await api.register(complianceFlaggedRoutes(deps));
      await api.register(reminderRoutes(deps));
      await api.register(complianceCalendarRoutes(deps));
      await api.register(complianceFormCountsRoutes(deps));
      await api.register(formGridRoutes(deps));
      await api.register(goldenRulesRoutes(deps));
      await api.register(referencesRoutes(deps));
      await api.register(evidencePackRoutes(deps));
      await api.register(verifyRoutes(deps));
    },
    { prefix: '/api' },
  );
  // The verification page a pack's links and QR codes open (issue 17): outside /api, no sign-in.
  await app.register(verifyPageRoutes(deps));

  if (fs.existsSync(config.webDist)) {
    await app.register(fastifStatic, {
      root: config.webDist,
      wildcard: false,
      // "/" is the app's page, which depends on the signed-in hint (appPage): answered below.
      index: false,
      // Source maps would publish the client's source: they are kept for error tracking, never served.
      // The build writes a .br and .gz beside each text file: sent as they are to browsers that take them.
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const hasSignedInPage = fs.existsSync(path.join(config.webDist, SIGNED_IN_HINT.page));
  // The app routes by hash, so only "/" needs the app's page; a missing file (an old chunk after a deploy) is a 404.
  app.setNotFoundHandler((request, reply) => {
    // The path as routed: an absolute-form request line (`GET http://host/api/x`) carries scheme and host.
    const file = request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0] ?? '';
    if (
      file.startsWith('/api') ||
      /\.[a-z0-9]+$/i.test(file) ||
      request.method !== 'GET' ||
      !fs.existsSync(config.webDist)
    ) {
      throw new Problem('notFound');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .sendFile(appPage(hasSignedInPage, request.headers.cookie));
  });

  return app;
}
