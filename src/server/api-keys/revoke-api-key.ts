import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TApiKey } from '../../shared/api-keys/api-keys.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { AppError } from '../errors';
import { findOwnedApiKey, toApiKey, type KeyOwner } from './api-keys.queries';

/**
 * Revokes a key for good (issue 33): from the commit on, the lead API answers it as it
 * answers a key that never existed. Revoking a revoked key changes nothing and answers it
 * again; another partner's key is not found.
 */
export async function revokeApiKey(db: Db, owner: KeyOwner, id: string): Promise<TApiKey> {
  return db.transaction(async (tx) => {
    const found = await findOwnedApiKey(tx, owner, id);
    if (!found) throw new AppError('not_found', 'errors.not_found');
    if (found.key.revokedAt) return toApiKey(found.key, found.company);
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: owner.userId })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw new AppError('not_found', 'errors.not_found');
    await recordAudit(tx, {
      actorUserId: owner.userId,
      action: 'api_key.revoked',
      entityType: 'api_key',
      entityId: row.id,
      before: { name: row.name, prefix: row.prefix, revoked_at: null },
      after: { revoked_at: row.revokedAt?.toISOString() ?? null },
    });
    return toApiKey(row, found.company);
  });
}
