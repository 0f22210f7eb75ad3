import type { UserRow } from '../auth/tokens';
import { revokeAllTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { forgetRememberedDevices } from '../two-factor/remembered-device';

/**
 * The remedy the README gives after a compromise: every session of the user ends, this one
 * included, and every remembered device asks for the second factor again, in one transaction
 * (issue 41: a device cookie taken with the password used to skip the code afterwards).
 */
export async function signOutEverywhere(db: Db, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeAllTokens(tx, user.id);
    await forgetRememberedDevices(tx, user);
  });
}
