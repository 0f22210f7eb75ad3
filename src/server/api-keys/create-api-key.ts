import type { TApiKey, TCreateApiKeyRequest } from '../../shared/api-keys/api-keys.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { newApiKeySecret } from './api-key-secret';
import { toApiKey, type KeyOwner } from './api-keys.queries';

/**
 * A new API key (issue 33) for a partner (their own leads) or an admin (firm-wide). The key
 * is answered here once and stored as its SHA-256 only; the audit row is written in the same
 * transaction, so no key exists that the history does not show.
 */
export async function createApiKey(
  db: Db,
  owner: KeyOwner & { company: string | null },
  request: Required<Pick<TCreateApiKeyRequest, 'name' | 'scopes'>>,
): Promise<{ key: TApiKey; secret: string }> {
  const { secret, prefix, hash } = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        createdBy: owner.userId,
        partnerId: owner.partnerId,
        name: request.name,
        prefix,
        keyHash: hash,
        scopes: request.scopes,
      })
      .returning();
    if (!row) throw new Error('api key insert returned no row');
    await recordAudit(tx, {
      actorUserId: owner.userId,
      action: 'api_key.created',
      entityType: 'api_key',
      entityId: row.id,
      after: { name: row.name, prefix, scopes: row.scopes, partner_id: row.partnerId },
    });
    return { key: toApiKey(row, owner.company), secret };
  });
}
