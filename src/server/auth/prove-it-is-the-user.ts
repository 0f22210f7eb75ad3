import type { MessageKey } from '../../shared/i18n/message-key';
import { assertCurrentPassword } from './current-password';
import type { UserRow } from './tokens';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { clearRateLimit, enforceRateLimit } from '../lib/rate-limit';
import { verifySecondFactor } from '../two-factor/verify-second-factor';

const CODE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

/**
 * A session left open, or stolen, must not be enough for an action that outlives it: payment
 * details decide where money goes (decision 0070), an API key or a webhook keeps working after
 * the password is changed (decision 0088). The password, and the second factor where one is
 * enrolled, are asked as for turning the second factor off (disable-two-factor.ts), with the
 * same limits. `whenMissing` asks for the password in the words of the action it guards
 * (issue 42), not the sign-in's or the e-mail change's.
 */
export async function proveItIsTheUser(
  db: Db,
  appKey: string,
  user: UserRow,
  proof: { current_password: string; code: string },
  whenMissing: MessageKey,
): Promise<void> {
  await assertCurrentPassword(db, user, proof.current_password, whenMissing);
  if (!user.twoFactorEnabledAt) return;
  if (!proof.code) throw fieldError('code', 'payment-details-validation.code_needed');
  const key = `two-factor:user:${user.id}`;
  await enforceRateLimit(db, key, CODE_LIMIT, 'auth.throttled');
  // The password was right: the code alone is wrong, and saying so tells a guesser nothing.
  if (!(await verifySecondFactor(db, appKey, user.id, proof.code))) {
    throw fieldError('code', 'payment-details-validation.code_wrong');
  }
  await clearRateLimit(db, key);
}
