import { z } from 'zod';
import { ALL_ORGANISATIONS, invalidBody, messages, valid } from '@envirotrack/shared';
import { selectedL1Organisation, storedSession } from './session';
import { noteServerVersion } from './app-version';
import { takeBootResponse } from './boot-data';

export const API_BASE = '/api';

export type SessionLoss = 'timeout' | 'network';

/** A failed call: the server's message, its HTTP status (0 when no answer came) and catalogue code. */
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly errors?: { path: string; message: string }[],
    /** The call's method: a refused write is shown longer than a failed read (lib/notify.ts). */
    readonly method: Method = 'GET',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Already dealt with by the session-loss handler; callers must not show it again. */
  get handled(): boolean {
    return this.status === 0 || (this.status === 401 && this.message === messages.sessionTimeout);
  }
}

export interface ApiAnswer<T> {
  data: T;
  message?: string;
  /** Lists: how many rows there are in all (spec 1 §7). */
  TotalCount?: number;
}

const answer = <T>(schema: z.ZodType<T>) => valid(schema).extend({ TotalCount: z.number().int().optional() });

const sessionLossListeners = new Set<(reason: SessionLoss) => void>();

/** The one side effect the client owns: telling the app that the session is gone. */
export function onSessionLoss(listener: (reason: SessionLoss) => void): () => void {
  sessionLossListeners.add(listener);
  return () => sessionLossListeners.delete(listener);
}

const reportSessionLoss = (reason: SessionLoss) =>
  sessionLossListeners.forEach((listener) => listener(reason));

/** Spec 1 §6: an L1 user acting in one organisation sends it with every call. */
function scoped(path: string): string {
  if (storedSession()?.Access_Level !== 1) return path;
  const orgId = selectedL1Organisation();
  if (orgId === ALL_ORGANISATIONS) return path;
  return `${path}${path.includes('?') ? '&' : '?'}orgId=${encodeURIComponent(orgId)}`;
}

/**
 * A reload or a closing tab cancels the calls in flight: that is not a lost network, and must not sign the
 * user out. The mark is dropped again if the page stays (a leave dialog answered Stay).
 */
let leaving = false;
window.addEventListener('beforeunload', () => {
  leaving = true;
  window.setTimeout(() => (leaving = false), 5000);
});

/** Sends one call with the session's token; no answer at all is a lost session ('network'). */
async function send(
  method: Method,
  path: string,
  accept: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const token = storedSession()?.token;
  const headers: Record<string, string> = { Accept: accept };
  // The browser sets a multipart body's Content-Type itself, with its boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const early = method === 'GET' && body === undefined ? takeBootResponse(scoped(path)) : undefined;
    const response =
      (early && (await early.catch(() => undefined))) ??
      (await fetch(`${API_BASE}${scoped(path)}`, {
        method,
        headers,
        body: body === undefined || isForm ? body : JSON.stringify(body),
        signal,
      }));
    noteServerVersion(response.headers.get('x-app-version'));
    return response;
  } catch (error) {
    if (signal?.aborted || leaving) throw error;
    reportSessionLoss('network');
    throw new ApiError(messages.networkError, 0, 'network', undefined, method);
  }
}

/** The error of a failed answer, from the server's `invalid` body when it sent one. */
function failureOf(response: Response, payload: unknown, method: Method): ApiError {
  const failure = invalidBody.safeParse(payload);
  const message = failure.success ? failure.data.message : messages.genericFailure;
  if (response.status === 401 && message === messages.sessionTimeout) reportSessionLoss('timeout');
  return new ApiError(
    message,
    response.ok ? 500 : response.status,
    failure.success ? failure.data.code : undefined,
    failure.success ? failure.data.errors : undefined,
    method,
  );
}

async function request<T>(
  method: Method,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  signal?: AbortSignal,
): Promise<ApiAnswer<T>> {
  const response = await send(method, path, 'application/json', body, signal);
  const payload: unknown = await response.json().catch(() => undefined);
  const success = answer(schema).safeParse(payload);
  if (response.ok && success.success) {
    const { data, message, TotalCount } = success.data;
    return { data: data as T, message, TotalCount };
  }
  throw failureOf(response, payload, method);
}

/**
 * A GET whose whole answer the schema describes, for answers that carry more than `data` and `TotalCount`
 * (e.g. the flagged reports' `flaggedCount`).
 */
async function getWhole<T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await send('GET', path, 'application/json', undefined, signal);
  const payload: unknown = await response.json().catch(() => undefined);
  const success = schema.safeParse(payload);
  if (response.ok && success.success) return success.data;
  throw failureOf(response, payload, 'GET');
}

/** A POST whose whole answer the schema describes (e.g. POST /remindemail's `message` and `remindedAt`). */
async function postWhole<T>(path: string, schema: z.ZodType<T>, body: unknown): Promise<T> {
  const response = await send('POST', path, 'application/json', body);
  const payload: unknown = await response.json().catch(() => undefined);
  const success = schema.safeParse(payload);
  if (response.ok && success.success) return success.data;
  throw failureOf(response, payload, 'POST');
}

/** A file the API keeps behind the session: an `<img src>` or a link cannot send the token. */
async function blob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send('GET', path, '*/*', undefined, signal);
  if (response.ok) return response.blob();
  throw failureOf(response, await response.json().catch(() => undefined), 'GET');
}

/** A file the API makes on request (an export), with the name its Content-Disposition gives. */
async function download(path: string): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send('GET', path, '*/*');
  if (!response.ok) throw failureOf(response, await response.json().catch(() => undefined), 'GET');
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

/** Whether a stored file is still there (HEAD: nothing is downloaded); other failures are thrown. */
async function exists(path: string): Promise<boolean> {
  const response = await send('HEAD', path, '*/*');
  if (response.ok || response.status === 404) return response.ok;
  throw failureOf(response, undefined, 'HEAD');
}

/** JSON calls to the API: each takes the zod schema of its `data` from the shared contract. */
export const api = {
  get: <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal) =>
    request('GET', path, schema, undefined, signal),
  post: <T>(path: string, schema: z.ZodType<T>, body?: unknown, signal?: AbortSignal) =>
    request('POST', path, schema, body ?? {}, signal),
  put: <T>(path: string, schema: z.ZodType<T>, body?: unknown) => request('PUT', path, schema, body ?? {}),
  delete: <T>(path: string, schema: z.ZodType<T>, body?: unknown) => request('DELETE', path, schema, body),
  /** multipart/form-data, e.g. a file upload. */
  upload: <T>(path: string, schema: z.ZodType<T>, form: FormData) => request('POST', path, schema, form),
  getWhole,
  postWhole,
  /** A stored file (an attachment, a signature) as a Blob. */
  blob,
  download,
  exists,
};
