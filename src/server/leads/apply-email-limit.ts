import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { sha256 } from '../lib/hash';
import { enforceRateLimit } from '../lib/rate-limit';

/**
 * Applications per applicant e-mail address per window (issue 30). The per-address limit stays
 * high so that an office behind one address is never locked out; a flood of one applicant's
 * address is stopped here instead. Counted after the body is valid (the address is known), under
 * the address's hash, so the limits table holds no e-mail address.
 */
export async function enforceApplyEmailLimit(
  db: Db,
  config: AppConfig,
  email: string,
): Promise<void> {
  await enforceRateLimit(db, `apply:email:${sha256(email.trim().toLowerCase())}`, {
    limit: config.APPLY_EMAIL_RATE_LIMIT,
    windowSeconds: config.GUEST_RATE_WINDOW_SECONDS,
  });
}
