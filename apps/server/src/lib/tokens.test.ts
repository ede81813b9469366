// Token verification remembers the tokens it has verified: a remembered token still expires on time, and a
// token is only remembered once its signature checked out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionClaims } from '@envirotrack/shared';
import { createTokenSigner } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims: SessionClaims = {
  UniqueId: 7,
  UserId: 'jdoe',
  id: 7,
  orgId: 3,
  orgName: 'Acme Aggregates',
  orgLogoURL: null,
  Regions: [],
  Access_Level: 2,
  First_Name: 'Jane',
  elmsFlag: false,
  referenceDelete: true,
  sid: '7b0e2c1a-4c4e-4f7a-9d55-2b1a7f3c9e10',
};

afterEach(() => vi.useRealTimers());

describe('token verification', () => {
  it('answers the claims of a token verified before, until the token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), toFake: ['Date'] });
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims, new Date('2026-11-23T12:00:10Z'));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T12:00:11Z'));
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token altered after a good one was verified, and one signed with another secret', async () => {
    const signer = createTokenSigner(SECRET);
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...claims, Access_Level: 1 })).toString('base64url');
    expect(await signer.verify(`${header}.${raised}.${signature}`)).toBeUndefined();
    // The first character: the last one's low bits are padding, so changing it may leave the signature as it was.
    const altered = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await signer.verify(`${header}.${payload}.${altered}`)).toBeUndefined();
    const other = await createTokenSigner(`${SECRET}-other`).sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(other)).toBeUndefined();
  });
});
