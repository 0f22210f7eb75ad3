import type { Db } from '../db/client';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { findLivePasswordToken } from './password-resets.queries';

/** Checks per IP: as many as a person opening links would make, far too few to guess one. */
const RESET_CHECK_LIMIT: RateRule = { limit: 30, windowSeconds: 15 * 60 };

/**
 * Whether a reset link still works, without using it up (issue 30). Unknown, used and expired
 * tokens take the same single indexed lookup and get the same `false`, and the answer never
 * names the account, so the check tells nothing a guess could use.
 */
export async function checkResetToken(db: Db, input: { token: string; ip: string }) {
  await enforceRateLimit(db, `reset-check:ip:${input.ip}`, RESET_CHECK_LIMIT);
  return { valid: !!(await findLivePasswordToken(db, input.token, 'reset')) };
}
