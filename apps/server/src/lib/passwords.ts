import { createHash, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isValidPassword, RESET_PASSWORD_SYMBOLS } from '@envirotrack/shared';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes).
const params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, params);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification so that unknown logins answer as slowly as known ones. */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  await verifyPassword(await dummyHash, password);
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const pick = (chars: string) => chars[randomInt(chars.length)] ?? '';

/**
 * A random password that satisfies every screen's rule (its symbols are valid on the reset page too)
 * and has no look-alike characters, for temporary and generated passwords.
 */
export function generatePassword(length = 14): string {
  const all = LOWER + UPPER + DIGITS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(RESET_PASSWORD_SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.join('');
  return isValidPassword(password, 'reset') ? password : generatePassword(length);
}

/**
 * What a session keeps to prove a linked account's password (lib/account-links.queries.ts): a digest of its
 * hash, which changes with the password. SQL computes the same: encode(sha256(convert_to(hash, 'UTF8')), 'hex').
 */
export const passwordProof = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash, 'utf8').digest('hex');
