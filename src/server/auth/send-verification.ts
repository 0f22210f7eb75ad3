import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_HOURS } from '../../shared/auth/email-verification.contract';
import type { Db } from '../db/client';
import { emailVerifications, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { randomToken, sha256 } from '../lib/hash';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { seal } from '../lib/seal';
import { withSteadyTime } from '../lib/steady-time';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail } from '../users/users.queries';
import type { UserRow } from './tokens';

const RESEND_LIMITS: { perUser: RateRule; perIp: RateRule; perEmail: RateRule } = {
  perUser: { limit: 3, windowSeconds: 15 * 60 },
  perIp: { limit: 20, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 15 * 60 },
};
const RESEND_FLOOR_MS = 250;

type Recipient = Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>;

/**
 * Queues a verification link for the user's current address, in the caller's transaction,
 * replacing their unused links: /email/verify/:id?expires=…&signature=…, valid 24 hours. The
 * signature is a random token of which only the hash is kept, with the id, address and expiry.
 * `reason` words the e-mail: a partner who just joined is also told what happens next.
 */
export async function queueVerificationMail(
  tx: Tx,
  user: Recipient,
  appKey: string,
  reason: 'join' | 'resend' | 'change',
): Promise<void> {
  await tx
    .delete(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
  const token = randomToken(32);
  const [row] = await tx
    .insert(emailVerifications)
    .values({
      userId: user.id,
      email: user.email,
      changesEmail: reason === 'change',
      tokenHash: sha256(token),
      // Whole seconds: the link carries the expiry, and it must match what is stored.
      expiresAt: sql`date_trunc('second', now()) + make_interval(hours => ${EMAIL_VERIFICATION_HOURS})`,
    })
    .returning({ expiresAt: emailVerifications.expiresAt });
  if (!row) throw new Error('verification insert returned no row');
  await enqueueMail(tx, [
    {
      recipient: user.email,
      template: 'verify-email',
      locale: user.locale,
      data: {
        name: user.name,
        id: user.id,
        expires: Math.round(row.expiresAt.getTime() / 1000),
        signature: seal(appKey, token),
        reason: reason === 'change' ? 'resend' : reason,
      },
    },
  ]);
}

export type ResendOutcome = 'sent' | 'already_verified';

/** A signed-in user asks for a new link to their own address. */
export async function resendOwnVerification(
  db: Db,
  user: UserRow,
  appKey: string,
): Promise<ResendOutcome> {
  if (user.emailVerifiedAt) return 'already_verified';
  await enforceRateLimit(
    db,
    `verify-resend:user:${user.id}`,
    RESEND_LIMITS.perUser,
    'email-verification.throttled',
  );
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await queueVerificationMail(tx, user, appKey, 'resend');
  });
  return 'sent';
}

/**
 * A guest names an address: an active, unverified account there gets a new link; every other
 * address gets nothing, and the caller answers the same after the same time (issue 16).
 */
export async function resendVerificationTo(
  db: Db,
  input: { email: string; ip: string; appKey: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await enforceRateLimit(
    db,
    `verify-resend:ip:${input.ip}`,
    RESEND_LIMITS.perIp,
    'email-verification.throttled',
  );
  await enforceRateLimit(
    db,
    `verify-resend:email:${email}`,
    RESEND_LIMITS.perEmail,
    'email-verification.throttled',
  );
  await withSteadyTime(RESEND_FLOOR_MS, () =>
    db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.disabledAt || user.emailVerifiedAt) return;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await queueVerificationMail(tx, user, input.appKey, 'resend');
    }),
  );
}
