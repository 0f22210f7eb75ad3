import { assertCurrentPassword } from '../auth/current-password';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { replaceRecoveryCodes } from './recovery-codes';

/** Ten new recovery codes with the password; the old ones stop working at once. */
export async function regenerateRecoveryCodes(
  db: Db,
  user: UserRow,
  password: string,
): Promise<string[]> {
  if (!user.twoFactorEnabledAt) throw new AppError('conflict', 'two-factor.not_enabled');
  await assertCurrentPassword(db, user, password);
  return db.transaction(async (tx) => replaceRecoveryCodes(tx, user.id));
}
