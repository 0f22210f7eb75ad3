import { PASSWORD_RESET_MINUTES } from '../../shared/auth/password-reset.contract';
import type { Db } from '../db/client';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { seal } from '../lib/seal';
import { withSteadyTime } from '../lib/steady-time';
import { enqueueMail } from '../mail/outbox';
import { findUserByEmail } from '../users/users.queries';
import { replacePasswordToken } from './password-resets.queries';

const RESET_REQUEST_LIMITS: { perIp: RateRule; perEmail: RateRule } = {
  perIp: { limit: 20, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 15 * 60 },
};

/** Longer than the known address's work takes, so both answers leave at the same time. */
const RESET_REQUEST_FLOOR_MS = 250;

/**
 * "Forgot your password?" (issue 16): an active user gets a link valid 60 minutes, by e-mail in
 * their language; an unknown or disabled address gets nothing. The caller answers the same
 * either way, after the same time, so the form tells no one which addresses hold accounts
 * (issue 14). Limits count per IP and per address, whether it exists or not.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string; appKey: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await enforceRateLimit(
    db,
    `reset:ip:${input.ip}`,
    RESET_REQUEST_LIMITS.perIp,
    'password-reset.throttled',
  );
  await enforceRateLimit(
    db,
    `reset:email:${email}`,
    RESET_REQUEST_LIMITS.perEmail,
    'password-reset.throttled',
  );

  await withSteadyTime(RESET_REQUEST_FLOOR_MS, () =>
    db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.disabledAt) return;
      const token = await replacePasswordToken(tx, user.id, 'reset', PASSWORD_RESET_MINUTES * 60);
      await enqueueMail(tx, [
        {
          recipient: user.email,
          template: 'password-reset',
          locale: user.locale,
          data: {
            name: user.name,
            token: seal(input.appKey, token),
            minutes: PASSWORD_RESET_MINUTES,
          },
        },
      ]);
    }),
  );
}
