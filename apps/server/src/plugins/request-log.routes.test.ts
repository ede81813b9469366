import { describe, expect, it } from 'vitest';
import { bearer, makeUser, signIn } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

describe('the request log', () => {
  it('has one line per request, health checks only at debug, and never a token or password', async () => {
    const lines: Record<string, unknown>[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logTo: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    try {
      const user = await makeUser(t.db, { level: 1 });
      const token = await signIn(t.app, user.userId);
      lines.length = 0;
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { Email: user.userId, Password: 'Wrong#Pass1' },
      });

      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests.map((line) => [line.method, line.url, line.statusCode])).toEqual([
        ['GET', '/api/me', 200],
        ['POST', '/api/login', expect.any(Number)],
      ]);
      expect(lines.filter((line) => line.msg !== 'request')).toEqual([]);
      const text = JSON.stringify(lines);
      expect(text).not.toContain(token);
      expect(text).not.toContain('Wrong#Pass1');
    } finally {
      await t.close();
    }
  });
});
