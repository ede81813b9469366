import fs from 'node:fs';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { authRoutes } from './features/auth/auth.routes';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { formsRoutes } from './features/inspection-forms/forms.routes';
import { inspectionsRoutes } from './features/inspections/inspections.routes';
import { orgsRoutes } from './features/orgs/orgs.routes';
import { plantsRoutes } from './features/plants/plants.routes';
import { usersRoutes } from './features/users/users.routes';
import type { AppDeps } from './lib/deps';
import { createMailer, type Mailer } from './lib/mail';
import { Problem } from './lib/problem';
import { registerSqlTiming } from './lib/sql-timing';
import { createDiskStorage, type Storage } from './lib/storage';
import { createTokenSigner, loadJwtSecret } from './lib/tokens';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  storage?: Storage;
}

/** Builds the whole application; tests inject requests into it, server.ts makes it listen. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
  storage,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.body'] },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (config.sqlTiming) registerSqlTiming(app, database.pool);

  const deps: AppDeps = {
    config,
    db: database.db,
    tokens: createTokenSigner(await loadJwtSecret(config.jwtSecret, config.dataDir)),
    mailer: mailer ?? createMailer(config, database.db, app.log),
    storage: storage ?? createDiskStorage(config.dataDir),
  };

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'EnviroTrack API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new Problem('rateLimited'),
  });
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
    },
    { prefix: '/api' },
  );

  if (fs.existsSync(config.webDist)) {
    await app.register(fastifStatic, {
      root: config.webDist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  // The app routes by hash, so only "/" needs index.html; a missing file (an old chunk after a deploy) is a 404.
  app.setNotFoundHandler((request, reply) => {
    const file = request.url.split('?')[0] ?? '';
    if (
      file.startsWith('/api') ||
      /\.[a-z0-9]+$/i.test(file) ||
      request.method !== 'GET' ||
      !fs.existsSync(config.webDist)
    ) {
      throw new Problem('notFound');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
