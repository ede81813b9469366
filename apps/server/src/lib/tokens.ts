import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { sessionClaims, type SessionClaims } from '@envirotrack/shared';

const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(claims: SessionClaims, expiresAt: Date): Promise<string>;
  /** The claims of a well-signed, unexpired token; undefined otherwise. */
  verify(token: string): Promise<SessionClaims | undefined>;
}

/** How many verified tokens a server remembers (about 300 bytes each). */
const VERIFIED_TOKENS = 20_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // A token's signature is checked once: the claims of tokens that verified are kept until they expire.
  // Revocation does not depend on this: every call still reads its session (findLiveSession).
  const verified = new LRUCache<string, { claims: SessionClaims; expiresAt: number }>({
    max: VERIFIED_TOKENS,
  });
  return {
    sign: (claims, expiresAt) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const parsed = sessionClaims.safeParse(payload);
        if (!parsed.success || payload.exp === undefined) return undefined;
        verified.set(token, { claims: parsed.data, expiresAt: payload.exp * 1000 });
        return parsed.data;
      } catch {
        return undefined;
      }
    },
  };
}

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR (one instance only). */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await fs.readFile(file, 'utf8')).trim();
  }
}
