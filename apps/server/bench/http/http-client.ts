// A minimal keep-alive HTTP client for the benchmark: requests go to 127.0.0.1 only.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { settings } from './settings';

export interface Target {
  port: number;
  agent: http.Agent;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: Buffer;
  contentType?: string;
}

export interface Response {
  status: number;
  body: Buffer;
  /** The server's `Server-Timing` header, when it sends one (SQL_TIMING). */
  serverTiming: string | undefined;
  ms: number;
}

/** A target whose agent keeps up to `connections` sockets open between requests. */
export const targetOf = (port: number, connections: number): Target => ({
  port,
  agent: new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections }),
});

/** Sends one request; a network error or a timeout answers status 0 with the message as body. */
export function send(target: Target, request: Request): Promise<Response> {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.body) {
      headers['content-type'] = request.contentType ?? 'application/json';
      headers['content-length'] = request.body.length;
    }
    const done = (status: number, body: Buffer, serverTiming?: string) =>
      resolve({ status, body, serverTiming, ms: performance.now() - started });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        agent: target.agent,
        method: request.method,
        path: request.path,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const timing = res.headers['server-timing'];
          done(
            res.statusCode ?? 0,
            Buffer.concat(chunks),
            Array.isArray(timing) ? timing.join(', ') : timing,
          );
        });
        res.on('error', (error) => done(0, Buffer.from(error.message)));
      },
    );
    req.setTimeout(settings.requestTimeoutMs, () => req.destroy(new Error('timed out')));
    req.on('error', (error) => done(0, Buffer.from(error.message)));
    req.end(request.body);
  });
}

export const jsonBody = (value: unknown) => Buffer.from(JSON.stringify(value));

/** The `data` of a 200 answer; anything else throws with the status and body. */
export async function dataOf<T>(target: Target, request: Request): Promise<T> {
  const response = await send(target, request);
  if (response.status !== 200)
    throw new Error(
      `${request.method} ${request.path}: ${response.status} ${response.body.toString().slice(0, 300)}`,
    );
  return (JSON.parse(response.body.toString()) as { data: T }).data;
}

/** Signs in; a login that exists in several organisations signs in to `orgId`. */
export async function signIn(
  target: Target,
  login: string,
  password: string,
  orgId?: number,
): Promise<string> {
  const attempt = (organizationId?: number) =>
    dataOf<{ token?: string } | { orgId: number }[]>(target, {
      method: 'POST',
      path: '/api/login',
      body: jsonBody({ Email: login, Password: password, OrganizationId: organizationId }),
    });
  let data = await attempt();
  if (Array.isArray(data) && orgId !== undefined) data = await attempt(orgId);
  if (Array.isArray(data)) throw new Error(`sign-in of ${login} asks which organisation`);
  if (!data.token) throw new Error(`sign-in of ${login} answered no token`);
  return data.token;
}

/** A multipart/form-data body with one file in field `file`. */
export function multipart(
  fileName: string,
  contentType: string,
  bytes: Buffer,
): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
