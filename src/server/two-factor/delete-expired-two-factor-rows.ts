import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rememberedDevices, twoFactorChallenges } from '../db/schema';

/**
 * Challenges past their five minutes and remembered devices past their 30 days can never be
 * used again: their rows are deleted on a schedule, by any process, any number at once (0063).
 * Answers how many rows went.
 */
export async function deleteExpiredTwoFactorRows(db: Db): Promise<number> {
  const challenges = await db
    .delete(twoFactorChallenges)
    .where(lt(twoFactorChallenges.expiresAt, sql`now()`))
    .returning({ id: twoFactorChallenges.id });
  const devices = await db
    .delete(rememberedDevices)
    .where(lt(rememberedDevices.expiresAt, sql`now()`))
    .returning({ id: rememberedDevices.id });
  return challenges.length + devices.length;
}
