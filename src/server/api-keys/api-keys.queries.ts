import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TApiKey } from '../../shared/api-keys/api-keys.contract';
import type { ApiKeyScope } from '../../shared/api-keys/api-key-scopes';
import { apiKeys, partners } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Whose keys a signed-in user manages: a partner their partner's, an admin every key (an
 * admin revokes a partner's leaked key too). `null` partner: the admin's view.
 */
export interface KeyOwner {
  userId: string;
  partnerId: string | null;
}

function ownedBy(owner: KeyOwner): SQL | undefined {
  return owner.partnerId ? eq(apiKeys.partnerId, owner.partnerId) : undefined;
}

function keySelect(db: DbOrTx) {
  return db
    .select({ key: apiKeys, company: partners.company })
    .from(apiKeys)
    .leftJoin(partners, eq(partners.id, apiKeys.partnerId));
}

export function toApiKey(key: ApiKeyRow, company: string | null): TApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    partner: key.partnerId && company ? { id: key.partnerId, company } : null,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: DbOrTx, owner: KeyOwner): Promise<TApiKey[]> {
  const rows = await keySelect(db)
    .where(ownedBy(owner))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(500);
  return rows.map((row) => toApiKey(row.key, row.company));
}

export async function findOwnedApiKey(db: DbOrTx, owner: KeyOwner, id: string) {
  const [row] = await keySelect(db).where(and(eq(apiKeys.id, id), ownedBy(owner)));
  return row;
}

/**
 * The live key with this hash, its use recorded in the same statement: one round trip per
 * call of the lead API. A revoked or unknown key finds nothing, alike.
 */
export async function useApiKey(db: DbOrTx, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning();
  return row;
}
