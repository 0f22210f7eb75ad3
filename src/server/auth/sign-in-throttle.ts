import type { Db } from '../db/client';
import { AppError } from '../errors';
import { clearRateLimit, consumeRateLimit, enforceRateLimit } from '../lib/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail } from '../users/users.queries';

const WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins to one account from one address before that address waits. */
export const PER_ACCOUNT_AND_ADDRESS_LIMIT = 10;

const pairKey = (email: string, ip: string) =>
  `login:account:${email.trim().toLowerCase()}:ip:${ip}`;

/**
 * Sign-in limits, counted in the database (several processes): per address across accounts
 * (LOGIN_RATE_LIMIT_PER_IP), and per account AND address. A count per account alone let anyone
 * lock anyone out, the admin included, with ten wrong passwords (issue 31, finding 5); now the
 * owner signs in from their own address while a guesser's address waits. When the wait starts,
 * the account's owner is told by e-mail, at most once per window.
 */
export async function enforceSignInThrottle(
  db: Db,
  input: { email: string; ip: string },
  limits: { perIp: number },
): Promise<void> {
  await enforceRateLimit(
    db,
    `login:ip:${input.ip}`,
    { limit: limits.perIp, windowSeconds: WINDOW_SECONDS },
    'auth.throttled',
  );
  const pair = await consumeRateLimit(
    db,
    pairKey(input.email, input.ip),
    PER_ACCOUNT_AND_ADDRESS_LIMIT,
    WINDOW_SECONDS,
  );
  if (pair.allowed) return;
  await tellOwnerOnce(db, input.email);
  throw new AppError('too_many_requests', 'auth.throttled', {
    retryAfterSeconds: pair.retryAfterSeconds,
  });
}

/** A successful sign-in starts this address's count for the account afresh. */
export async function clearSignInThrottle(db: Db, input: { email: string; ip: string }) {
  await clearRateLimit(db, pairKey(input.email, input.ip));
}

/** One e-mail per account per window, however many addresses are made to wait. */
async function tellOwnerOnce(db: Db, email: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (!owner || owner.disabledAt) return;
  const first = await consumeRateLimit(db, `login:notice:${owner.id}`, 1, WINDOW_SECONDS);
  if (!first.allowed) return;
  await db.transaction((tx) =>
    enqueueMail(tx, [
      {
        recipient: owner.email,
        template: 'sign-in-throttled',
        locale: owner.locale,
        data: { name: owner.name, minutes: WINDOW_SECONDS / 60 },
      },
    ]),
  );
}
