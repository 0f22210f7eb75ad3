import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../lib/concurrency';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Each hash holds a core for tens of milliseconds. Unbounded, a flood of sign-ins fills every
 * core and the event loop answers nothing else (32 clients took /healthz from 0.9 to 299 ms):
 * one core is always left to the event loop, the rest wait in turn. See bench/password-load.ts.
 */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const hashing = concurrencyLimit(HASHING_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

// Verified against when the e-mail is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password-but-costs-the-same');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    if (passwordHash === null) {
      const dummy = await dummyHash;
      await hashing(() => verify(dummy, password));
      return false;
    }
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
