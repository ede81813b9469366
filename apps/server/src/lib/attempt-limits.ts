import type { FastifyInstance } from 'fastify';
import { attemptLimits, attemptMessages, type AttemptLimit } from '@envirotrack/shared';
import type { Db } from '../db/client';
import {
  addToCounters,
  clearCounters,
  isCounting,
  pruneCounters,
  renewMarker,
} from './attempt-limits.queries';
import type { JobDefinition } from './jobs';
import { Problem } from './problem';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler counts attempts here and may answer 429 (the OpenAPI document says so). */
    attemptLimited?: boolean;
  }
}

/** One thing counted against a limit: a key naming what and whose, and what the attempt adds. */
export interface Attempt {
  key: string;
  limit: AttemptLimit;
  /** 1 by default; the bytes of an upload for a volume limit. */
  weight?: number;
  /** The 429 message from the seconds left; the catalogue's by default. */
  message?: (retryAfter: number) => string;
}

/** A refused attempt: 429, with the seconds until the window ends (sent as Retry-After). */
export class TooManyAttempts extends Problem {
  constructor(
    readonly retryAfter: number,
    message?: string,
  ) {
    super('rateLimited', message);
  }
}

/**
 * Counts the attempts (one upsert for all, in PostgreSQL, so every instance sees the same figures) and
 * refuses the call when any counter is past its limit, naming the longest wait.
 */
export async function countAttempts(db: Db, attempts: readonly Attempt[]): Promise<void> {
  const states = await addToCounters(
    db,
    attempts.map((a) => ({ key: a.key, weight: a.weight ?? 1, windowSeconds: a.limit.windowMinutes * 60 })),
  );
  let refusal: TooManyAttempts | undefined;
  for (const attempt of attempts) {
    const state = states.find((s) => s.key === attempt.key);
    if (!state || state.count <= attempt.limit.max) continue;
    if (!refusal || state.retryAfter > refusal.retryAfter) {
      refusal = new TooManyAttempts(state.retryAfter, attempt.message?.(state.retryAfter));
    }
  }
  if (refusal) throw refusal;
}

/** The per-address limit of a public call: AUTH_RATE_LIMIT a minute, each call counted apart. */
export const perAddress = (call: 'login' | 'forgot' | 'reset', address: string, max: number): Attempt => ({
  key: `${call}:address:${address}`,
  limit: { max, windowMinutes: 1 },
});

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Sign-in: counted for the address and for the login typed (known or not, so a refusal never tells which
 * logins exist). Wrong passwords from addresses the login signed in from lately are counted apart per
 * address, so strangers locking the login out never lock out its owner at their usual places; and a lock
 * lasts until its window ends, however many attempts follow. A success clears the count.
 */
export async function countSignIn(db: Db, login: string, address: string, perMinute: number) {
  // Encoded, so no login typed can name another login's counter at an address.
  const name = encodeURIComponent(login.trim().toLowerCase());
  const knownKey = `login:known:${name}|${address}`;
  const known = await isCounting(db, knownKey);
  const loginKey = known ? `login:name:${name}|${address}` : `login:name:${name}`;
  await countAttempts(db, [
    perAddress('login', address, perMinute),
    {
      key: loginKey,
      limit: known ? attemptLimits.signInPerLoginFromKnownAddress : attemptLimits.signInPerLogin,
      message: attemptMessages.tryAgainIn,
    },
  ]);
  return {
    async succeeded() {
      await clearCounters(db, [loginKey]);
      await renewMarker(db, knownKey, attemptLimits.knownAddressDays * DAY_SECONDS);
    },
  };
}

/** The old-password check of Change Password, per account; a success clears the count. */
export async function countPasswordCheck(db: Db, accountId: number) {
  const key = `password-check:account:${accountId}`;
  await countAttempts(db, [
    { key, limit: attemptLimits.passwordChangePerAccount, message: attemptMessages.tryAgainIn },
  ]);
  return { succeeded: () => clearCounters(db, [key]) };
}

/** Forgot password: per address, and per e-mail address asked for (known or not). */
export const forgotAttempts = (address: string, perMinute: number, email: string): Attempt[] => [
  perAddress('forgot', address, perMinute),
  {
    key: `forgot:email:${email.trim().toLowerCase()}`,
    limit: attemptLimits.forgotPerAddress,
    message: attemptMessages.tryAgainIn,
  },
];

/**
 * Uploads of one user: how many, and how many bytes, as the request's Content-Length declares them (counted
 * before the body is read; a request without one counts as its size limit).
 */
export function uploadAttempts(
  userId: number,
  contentLength: string | undefined,
  maxBytes: number,
): Attempt[] {
  const declared = Number(contentLength);
  const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, maxBytes) : maxBytes;
  return [
    {
      key: `upload:user:${userId}`,
      limit: attemptLimits.uploadsPerUser,
      message: attemptMessages.tooManyUploads,
    },
    {
      key: `upload-bytes:user:${userId}`,
      limit: attemptLimits.uploadBytesPerUser,
      weight: bytes,
      message: attemptMessages.tooManyUploads,
    },
  ];
}

/** Counters whose window is over are deleted every hour, so the table holds only live windows. */
export const pruneAttemptCountersJob = (db: Db): JobDefinition => ({
  name: 'attempt-counters.prune',
  cron: '7 * * * *',
  run: async () => {
    await pruneCounters(db);
  },
});

/** Adds Retry-After to refused attempts (before the error handler writes the answer). */
export function registerAttemptLimits(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfter));
  });
}
