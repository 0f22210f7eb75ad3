import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { apiTokens, users } from '../db/schema';
import { randomToken, sha256 } from '../lib/hash';
import { parseSettings, storedSettingsColumn } from '../settings/app-settings';
import { SECOND_FACTOR_SETTING, secondFactorDue } from '../two-factor/two-factor-required';

export const REMEMBER_TTL_SECONDS = 365 * 24 * 3600;
export const SESSION_TTL_SECONDS = 12 * 3600;
// Writing last_used_at on every request would turn reads into writes; once a minute is enough.
const LAST_USED_RESOLUTION_SECONDS = 60;

export type UserRow = typeof users.$inferSelect;

/** Issues a bearer token (256 random bits); only its SHA-256 is stored. */
export async function issueToken(db: Db, userId: string, ttlSeconds: number): Promise<string> {
  const token = randomToken(32);
  await db.insert(apiTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export interface Authenticated {
  user: UserRow;
  tokenId: string;
  /** An admin the firm requires to enrol a second factor who has none yet (decision 0061). */
  secondFactorDue: boolean;
}

const stale = or(
  isNull(apiTokens.lastUsedAt),
  lt(apiTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_RESOLUTION_SECONDS})`),
);

/**
 * The token lookup of every signed-in request, prepared once per database: built and planned
 * once, then only its parameter travels (a named statement on PostgreSQL).
 */
const tokenLookups = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>();
function prepareTokenLookup(db: Db) {
  return db
    .select({
      user: users,
      tokenId: apiTokens.id,
      touchDue: sql<boolean>`${stale}`,
      secondFactorSetting: storedSettingsColumn(SECOND_FACTOR_SETTING),
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, sql`now()`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('authenticate_token');
}

/** The active user behind a token: not expired, not revoked, user not disabled. */
export async function authenticateToken(db: Db, token: string): Promise<Authenticated | null> {
  if (token.length < 20 || token.length > 200) return null;
  let lookup = tokenLookups.get(db);
  if (!lookup) tokenLookups.set(db, (lookup = prepareTokenLookup(db)));
  const [row] = await lookup.execute({ tokenHash: sha256(token) });
  if (!row) return null;
  // Most requests find the token touched less than a minute ago: no second round trip then.
  if (row.touchDue)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiTokens.id, row.tokenId), stale));
  const { two_factor_required_for_admins: required } = parseSettings(
    row.secondFactorSetting,
    SECOND_FACTOR_SETTING,
  );
  return {
    user: row.user,
    tokenId: row.tokenId,
    secondFactorDue: secondFactorDue(row.user, required),
  };
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.tokenHash, sha256(token)), isNull(apiTokens.revokedAt)));
}

export async function revokeAllTokens(
  db: DbOrTx,
  userId: string,
  exceptTokenId?: string,
): Promise<void> {
  const conditions = [eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)];
  if (exceptTokenId) conditions.push(sql`${apiTokens.id} <> ${exceptTokenId}`);
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
