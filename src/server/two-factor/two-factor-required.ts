import type { UserRow } from '../auth/tokens';
import type { DbOrTx } from '../db/transaction';
import { readSettings } from '../settings/app-settings';

/** The setting, read with the user in the same statement on every request (decision 0085). */
export const SECOND_FACTOR_SETTING = ['two_factor_required_for_admins'] as const;

/**
 * An admin without a second factor while the firm requires one (setting
 * `two_factor_required_for_admins`): they keep only their own account until they enrol.
 */
export function secondFactorDue(
  user: Pick<UserRow, 'role' | 'twoFactorEnabledAt'>,
  requiredForAdmins: boolean,
): boolean {
  return user.role === 'admin' && !user.twoFactorEnabledAt && requiredForAdmins;
}

/** `secondFactorDue`, reading the setting (the token lookup reads it with the user instead). */
export async function mustEnrolSecondFactor(db: DbOrTx, user: UserRow): Promise<boolean> {
  if (!secondFactorDue(user, true)) return false;
  const { two_factor_required_for_admins } = await readSettings(db, [
    'two_factor_required_for_admins',
  ]);
  return two_factor_required_for_admins;
}
