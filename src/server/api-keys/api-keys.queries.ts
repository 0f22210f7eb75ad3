import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TApiKey } from '../../shared/api-keys/api-keys.contract';
import type { ApiKeyScope } from '../../shared/api-keys/api-key-scopes';
import { apiKeys, partners, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { parseSettings, storedSettingsColumn } from '../settings/app-settings';
import { SECOND_FACTOR_SETTING, secondFactorDue } from '../two-factor/two-factor-required';

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
 * The live key with this hash and whether the one it acts for still may act (an active partner
 * whose user is enabled; for a firm-wide key, its admin enabled, and enrolled in a second factor
 * if the firm requires one: a key is no way round that, issue 41), in one statement: the lead
 * API's hot path. A revoked or unknown key finds nothing, alike.
 */
export async function findLiveApiKey(db: DbOrTx, keyHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      holderActive: sql<boolean>`case when ${apiKeys.partnerId} is not null
        then ${partners.status} = 'active' and ${users.disabledAt} is null
        else ${users.role} = 'admin' and ${users.disabledAt} is null end`,
      holderRole: users.role,
      holderTwoFactorAt: users.twoFactorEnabledAt,
      secondFactorSetting: storedSettingsColumn(SECOND_FACTOR_SETTING),
    })
    .from(apiKeys)
    .leftJoin(partners, eq(partners.id, apiKeys.partnerId))
    .leftJoin(users, eq(users.id, sql`coalesce(${partners.userId}, ${apiKeys.createdBy})`))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  if (!row) return undefined;
  const { two_factor_required_for_admins: required } = parseSettings(
    row.secondFactorSetting,
    SECOND_FACTOR_SETTING,
  );
  const holder = { role: row.holderRole ?? 'partner', twoFactorEnabledAt: row.holderTwoFactorAt };
  return {
    key: row.key,
    holderActive: row.holderActive === true,
    secondFactorDue: secondFactorDue(holder, required),
  };
}

/** How stale the shown last use may be: a busy key is written once a minute, not per call. */
const LAST_USE_PRECISION_SECONDS = 60;

/** Records a use of the key unless one was recorded within the last minute. */
export async function stampApiKeyUse(db: DbOrTx, key: ApiKeyRow): Promise<void> {
  if (key.lastUsedAt && Date.now() - key.lastUsedAt.getTime() < LAST_USE_PRECISION_SECONDS * 1000)
    return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiKeys.id, key.id));
}
