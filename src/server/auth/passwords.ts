import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so both failures take the same time.
const dummyHash = hashPassword('not-a-real-password-but-costs-the-same');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  try {
    if (passwordHash === null) {
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
