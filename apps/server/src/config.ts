import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage';
import { webDistDir } from './paths';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  ADMIN_USER: z.string().min(1).default('admin'),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('EnviroTrack <no-reply@envirotrack.local>'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  WEB_DIST: z.string().default(webDistDir),
  TRAINING_PORTAL_URL: z.string().url().optional(),
  GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org/search'),
  MAP_TILE_URL: z
    .string()
    .default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
  ELMS_SECRET: z.string().min(32, 'ELMS_SECRET must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
  SQL_TIMING: flag.default(false),
  JOBS: flag.default(true),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, 'S3_PREFIX must be folder names each ending in /')
    .default(''),
});

export type Env = z.input<typeof env>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  sessionHours: number;
  admin: { user: string; email: string; password: string | undefined };
  seedDemo: boolean;
  demoPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else anyone could forge it). */
  trustProxy: boolean;
  /** Sign-in and forgot-password attempts allowed per client address per minute. */
  authRateLimit: number;
  webDist: string;
  /** The external training portal (eLMS); its tile is hidden when unset. */
  trainingPortalUrl: string | undefined;
  /** A Nominatim-compatible search endpoint; plants are placed by hand when it cannot be reached. */
  geocoderUrl: string;
  /** Satellite map tiles ({z}/{x}/{y} template); offline, the map shows without them. */
  mapTileUrl: string;
  /** Shared with the training portal, which verifies the sign-on token with it. */
  elmsSecret: string | undefined;
  /** Where technical support requests are e-mailed; they are always stored. */
  supportEmail: string | undefined;
  /** Time each request's SQL and answer a Server-Timing header (PostgreSQL; for the HTTP benchmark). */
  sqlTiming: boolean;
  /** Run the job queue (scheduled clean-ups, later reminders): off, a job sent runs at once in the request. */
  jobs: boolean;
  /** Where uploaded files are kept: the local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: { kind: 'disk' } | { kind: 's3'; s3: S3Settings };
}

function storageOf(e: z.infer<typeof env>): Config['storage'] {
  if (e.STORAGE === 'disk') return { kind: 'disk' };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration: S3_BUCKET: required when STORAGE is s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    kind: 's3',
    s3: {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      prefix: e.S3_PREFIX,
    },
  };
}

/** Parses the environment at boot; a bad value stops the server with a message naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    sessionHours: e.SESSION_HOURS,
    admin: { user: e.ADMIN_USER, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    demoPassword: e.DEMO_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    webDist: path.resolve(e.WEB_DIST),
    trainingPortalUrl: e.TRAINING_PORTAL_URL,
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.MAP_TILE_URL,
    elmsSecret: e.ELMS_SECRET,
    supportEmail: e.SUPPORT_EMAIL,
    sqlTiming: e.SQL_TIMING,
    jobs: e.JOBS,
    storage: storageOf(e),
  };
}
