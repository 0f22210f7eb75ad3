import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oauthAccounts, oauthLogins } from '../db/schema';
import { sha256 } from '../lib/hash';
import type { StartChecks } from './oidc-client';

const LOGIN_TTL_SECONDS = 10 * 60;
export const HANDOFF_TTL_SECONDS = 2 * 60;

export async function insertOAuthLogin(db: Db, provider: string, checks: StartChecks) {
  await db.insert(oauthLogins).values({
    provider,
    stateHash: sha256(checks.state),
    nonce: checks.nonce,
    codeVerifier: checks.codeVerifier,
    expiresAt: new Date(Date.now() + LOGIN_TTL_SECONDS * 1000),
  });
}

/** Claims the attempt behind `state` once: a replayed or expired state finds nothing. */
export async function claimOAuthLogin(db: Db, provider: string, state: string) {
  const [row] = await db
    .update(oauthLogins)
    .set({ callbackAt: sql`now()` })
    .where(
      and(
        eq(oauthLogins.stateHash, sha256(state)),
        eq(oauthLogins.provider, provider),
        isNull(oauthLogins.callbackAt),
        gt(oauthLogins.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function setHandoff(db: Db, loginId: string, userId: string, handoff: string) {
  await db
    .update(oauthLogins)
    .set({
      userId,
      handoffHash: sha256(handoff),
      expiresAt: new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000),
    })
    .where(eq(oauthLogins.id, loginId));
}

/** The user a hand-off code names, once, while fresh. */
export async function useHandoff(db: Db, handoff: string): Promise<string | null> {
  const [row] = await db
    .update(oauthLogins)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthLogins.handoffHash, sha256(handoff)),
        isNull(oauthLogins.usedAt),
        gt(oauthLogins.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: oauthLogins.userId });
  return row?.userId ?? null;
}

export async function findLinkedUserId(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.userId;
}

export async function linkOAuthAccount(db: Db, provider: string, subject: string, userId: string) {
  await db.insert(oauthAccounts).values({ provider, subject, userId }).onConflictDoNothing();
}

/**
 * Sign-in attempts past their expiry can never be claimed or handed off again: their rows, with
 * the nonce and PKCE verifier in them, are deleted on a schedule (any process, any number).
 */
export async function deleteExpiredOAuthLogins(db: Db): Promise<number> {
  const deleted = await db
    .delete(oauthLogins)
    .where(lt(oauthLogins.expiresAt, sql`now()`))
    .returning({ id: oauthLogins.id });
  return deleted.length;
}
