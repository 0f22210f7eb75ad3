import { eq, lt } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { usedFormTokens } from '../db/schema';
import { fieldError } from '../errors';
import { sha256 } from '../lib/hash';
import { formTokenExpiry } from './form-token';

/**
 * Runs a guest form's business function with its anti-bot token used up (issue 31, finding 5:
 * a token could be replayed for 48 hours). The token's hash is claimed in the database before
 * the work starts, so two posts of one token in parallel cannot both pass, in one process or
 * several. A failure gives the token back, as nothing was saved (the business function is one
 * transaction): after a field error (422) the applicant fixes the field and sends again, after
 * a server failure they simply send again.
 */
export async function withSingleUseFormToken<T>(
  db: Db,
  config: AppConfig,
  token: string,
  work: () => Promise<T>,
): Promise<T> {
  const tokenHash = sha256(token);
  const claimed = await db
    .insert(usedFormTokens)
    .values({ tokenHash, expiresAt: formTokenExpiry(token, config.FORM_MAX_AGE_SECONDS) })
    .onConflictDoNothing()
    .returning({ tokenHash: usedFormTokens.tokenHash });
  if (claimed.length === 0) throw fieldError('form_token', 'security.form_used');
  try {
    return await work();
  } catch (error) {
    // If the database is what failed, the row may stay: a reload then gives a fresh form.
    await db
      .delete(usedFormTokens)
      .where(eq(usedFormTokens.tokenHash, tokenHash))
      .catch(() => undefined);
    throw error;
  }
}

/** Tokens past their age are refused anyway: their rows go (main.ts sweeps hourly). */
export async function deleteExpiredFormTokens(db: Db): Promise<number> {
  const deleted = await db
    .delete(usedFormTokens)
    .where(lt(usedFormTokens.expiresAt, new Date()))
    .returning({ tokenHash: usedFormTokens.tokenHash });
  return deleted.length;
}
