import type { GuestLinkPurpose } from '../../shared/deal-room/deal-room';
import { isGuestToken } from '../../shared/deal-room/guest-links.contract';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { sha256 } from '../lib/hash';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { findLinkByHash, type OpenedLink } from './guest-links.queries';

/** Refused tokens per address: far beyond a mistyped link, far below guessing 256 bits. */
const BAD_TOKEN_LIMIT: RateRule = { limit: 30, windowSeconds: 15 * 60 };

/**
 * The lead behind a guest route's token. Unknown, malformed, expired, revoked and
 * other-purpose tokens get one and the same 404, so a guest learns nothing from a refusal; each
 * refusal counts against the caller's address, and past the limit the answer is 429.
 */
export async function openGuestLink(
  db: Db,
  token: string,
  purpose: GuestLinkPurpose,
  ip: string,
): Promise<OpenedLink> {
  const link = isGuestToken(token) ? await findLinkByHash(db, sha256(token)) : undefined;
  if (!link || link.purpose !== purpose || link.revokedAt || link.expired) {
    await enforceRateLimit(db, `guest-link:ip:${ip}`, BAD_TOKEN_LIMIT);
    throw new AppError('not_found', 'deal-room.link_unavailable');
  }
  return link;
}
