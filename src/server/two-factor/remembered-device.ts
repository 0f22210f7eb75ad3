import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REMEMBER_DEVICE_DAYS } from '../../shared/auth/two-factor.contract';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { rememberedDevices } from '../db/schema';
import type { UserRow } from '../auth/tokens';
import { AppError } from '../errors';
import { hmac, randomToken, safeEqual, sha256 } from '../lib/hash';
import { auditOwnSecondFactor } from './audit-own-second-factor';

/** HttpOnly, sent to the API only: sign-in reads it, the settings mark "this device" by it. */
export const DEVICE_COOKIE = 'two_factor_device';
export const DEVICE_COOKIE_PATH = '/api';
export const REMEMBER_DEVICE_SECONDS = REMEMBER_DEVICE_DAYS * 86_400;

const signature = (appKey: string, token: string) => hmac(appKey, `remembered-device:${token}`);

/**
 * The cookie is `token.signature`: the signature (app key) refuses a forged or altered cookie
 * before the database is asked; the token's hash in `remembered_devices` makes it revocable.
 */
export function unwrapDeviceCookie(appKey: string, cookie: string | undefined): string | null {
  if (!cookie || cookie.length > 200) return null;
  const [token, signed, extra] = cookie.split('.');
  if (!token || !signed || extra !== undefined) return null;
  return safeEqual(signed, signature(appKey, token)) ? token : null;
}

/** Remembers this browser for 30 days; answers the cookie's value. */
export async function rememberDevice(
  db: Db,
  appKey: string,
  userId: string,
  userAgent: string | undefined,
): Promise<string> {
  const token = randomToken(32);
  await db.insert(rememberedDevices).values({
    userId,
    tokenHash: sha256(token),
    label: (userAgent ?? '').slice(0, 200),
    expiresAt: sql`now() + make_interval(secs => ${REMEMBER_DEVICE_SECONDS})`,
  });
  return `${token}.${signature(appKey, token)}`;
}

/** The remembered device of this user behind the token, if not revoked nor expired. */
export async function findRememberedDevice(db: Db, userId: string, token: string) {
  const [row] = await db
    .update(rememberedDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        eq(rememberedDevices.tokenHash, sha256(token)),
        isNull(rememberedDevices.revokedAt),
        gt(rememberedDevices.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: rememberedDevices.id });
  return row;
}

/** The id of this browser's remembered device (to mark it in the list), if any. */
export async function currentDeviceId(db: Db, userId: string, token: string | null) {
  if (!token) return null;
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(eq(rememberedDevices.userId, userId), eq(rememberedDevices.tokenHash, sha256(token))),
    );
  return row?.id ?? null;
}

/** Forgets one of the user's remembered devices, with the audit row, in one transaction. */
export async function revokeRememberedDevice(db: Db, user: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(rememberedDevices)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(rememberedDevices.id, id),
          eq(rememberedDevices.userId, user.id),
          isNull(rememberedDevices.revokedAt),
        ),
      )
      .returning({ label: rememberedDevices.label });
    // Another user's device answers as an unknown one: no probing of ids.
    if (!revoked) throw new AppError('not_found', 'errors.not_found');
    await auditOwnSecondFactor(tx, user, 'two_factor.device_revoked', {
      before: { remembered_device: revoked.label },
    });
  });
}

/**
 * Forgets every remembered device of the user, in the caller's transaction, audited: "sign out
 * everywhere" after a compromise must also make a stolen device cookie ask for the code again
 * (issue 41).
 */
export async function forgetRememberedDevices(tx: Tx, user: UserRow): Promise<void> {
  const forgotten = await tx
    .update(rememberedDevices)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(rememberedDevices.userId, user.id),
        isNull(rememberedDevices.revokedAt),
        gt(rememberedDevices.expiresAt, sql`now()`),
      ),
    )
    .returning({ label: rememberedDevices.label });
  if (forgotten.length === 0) return;
  await auditOwnSecondFactor(tx, user, 'two_factor.device_revoked', {
    before: { remembered_devices: forgotten.map((device) => device.label) },
  });
}
