import { assertCurrentPassword } from '../auth/current-password';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { auditOwnSecondFactor } from './audit-own-second-factor';
import { replaceRecoveryCodes } from './recovery-codes';
import { countUnusedRecoveryCodes } from './two-factor.queries';

/** Ten new recovery codes with the password; the old ones stop working at once. Audited. */
export async function regenerateRecoveryCodes(
  db: Db,
  user: UserRow,
  password: string,
): Promise<string[]> {
  if (!user.twoFactorEnabledAt) throw new AppError('conflict', 'two-factor.not_enabled');
  await assertCurrentPassword(db, user, password);
  return db.transaction(async (tx) => {
    const left = await countUnusedRecoveryCodes(tx, user.id);
    const codes = await replaceRecoveryCodes(tx, user.id);
    await auditOwnSecondFactor(tx, user, 'two_factor.recovery_codes_regenerated', {
      before: { recovery_codes_left: left },
      after: { recovery_codes_left: codes.length },
    });
    return codes;
  });
}
