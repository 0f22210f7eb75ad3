import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { queueInviteMail } from '../auth/send-invite';
import { revokeAllTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { isActiveAdmin, lockAdmins } from './admins.queries';

async function lockedAdmin(db: Parameters<typeof lockAdmins>[0], id: string) {
  const admins = await lockAdmins(db);
  const target = admins.find((admin) => admin.id === id);
  if (!target) throw new AppError('not_found', 'errors.not_found');
  return { admins, target };
}

/**
 * Disables an admin (issue 16): their sessions are revoked in the same transaction (and the
 * token check refuses a disabled user anyway), so their next request is refused. All admin rows
 * are locked first, so the last active admin can never be disabled, even by two at once.
 */
export async function disableAdmin(db: Db, actorUserId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { admins, target } = await lockedAdmin(tx, id);
    if (target.disabledAt) throw new AppError('conflict', 'admins-admin.errors.already_disabled');
    const othersActive = admins.filter((admin) => admin.id !== id && isActiveAdmin(admin));
    if (othersActive.length === 0) throw new AppError('conflict', 'admins-admin.errors.last_admin');
    await tx
      .update(users)
      .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await revokeAllTokens(tx, id);
    await recordAudit(tx, {
      actorUserId,
      action: 'admin.disabled',
      entityType: 'user',
      entityId: id,
      before: { disabled: false },
      after: { disabled: true },
    });
  });
}

export async function enableAdmin(db: Db, actorUserId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { target } = await lockedAdmin(tx, id);
    if (!target.disabledAt) throw new AppError('conflict', 'admins-admin.errors.not_disabled');
    await tx
      .update(users)
      .set({ disabledAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'admin.enabled',
      entityType: 'user',
      entityId: id,
      before: { disabled: true },
      after: { disabled: false },
    });
  });
}

/** A new invitation link for an admin who has not chosen a password yet; the old link dies. */
export async function resendAdminInvite(
  db: Db,
  actorUserId: string,
  id: string,
  appKey: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { target } = await lockedAdmin(tx, id);
    if (target.passwordHash || target.disabledAt) {
      throw new AppError('conflict', 'admins-admin.errors.not_invited');
    }
    await queueInviteMail(tx, target, appKey);
    await recordAudit(tx, {
      actorUserId,
      action: 'admin.invite_resent',
      entityType: 'user',
      entityId: id,
    });
  });
}
