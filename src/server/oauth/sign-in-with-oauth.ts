import type { OAuthRefusal } from '../../shared/oauth/oauth.contract';
import type { Db } from '../db/client';
import { randomToken } from '../lib/hash';
import { findPartnerByUserId } from '../partners/partners.queries';
import { findUserByEmail } from '../users/users.queries';
import type { UserRow } from '../auth/tokens';
import { claimOAuthLogin, findLinkedUserId, linkOAuthAccount, setHandoff } from './oauth.queries';
import { finishAuthorization, type OidcConfiguration } from './oidc-client';

export type CallbackOutcome = { handoff: string } | { refused: OAuthRefusal };

/**
 * OAuth sign-in follows password sign-in's rules on the account: an enabled user, and for a
 * partner an active partner row. Nobody is created here.
 */
export async function mayUseOAuth(db: Db, user: UserRow | undefined): Promise<boolean> {
  if (!user || user.disabledAt) return false;
  if (user.role !== 'partner') return true;
  return (await findPartnerByUserId(db, user.id))?.status === 'active';
}

/**
 * The provider's redirect: the attempt named by `state` is claimed once (and must belong to
 * this browser: `browserState` is the HttpOnly cookie set at the start), the code is exchanged
 * with nonce and PKCE checked, and the verified e-mail names the user.
 */
export async function signInWithOAuth(
  db: Db,
  input: {
    providerId: string;
    oidc: () => Promise<OidcConfiguration>;
    currentUrl: URL;
    browserState: string | undefined;
  },
): Promise<CallbackOutcome> {
  const state = input.currentUrl.searchParams.get('state');
  if (!state || state !== input.browserState) return { refused: 'state' };
  const login = await claimOAuthLogin(db, input.providerId, state);
  if (!login) return { refused: 'state' };
  if (input.currentUrl.searchParams.has('error')) return { refused: 'provider' };

  let identity: Awaited<ReturnType<typeof finishAuthorization>>;
  try {
    identity = await finishAuthorization(await input.oidc(), input.currentUrl, {
      state,
      nonce: login.nonce,
      codeVerifier: login.codeVerifier,
    });
  } catch {
    return { refused: 'provider' };
  }
  if (!identity.email) return { refused: 'unknown_email' };
  if (!identity.emailVerified) return { refused: 'unverified_email' };

  const user = await findUserByEmail(db, identity.email);
  if (!user) return { refused: 'unknown_email' };
  // A provider account already linked to someone else never signs in a second user.
  const linked = await findLinkedUserId(db, input.providerId, identity.subject);
  if (linked && linked !== user.id) return { refused: 'not_allowed' };
  if (!(await mayUseOAuth(db, user))) return { refused: 'not_allowed' };

  await linkOAuthAccount(db, input.providerId, identity.subject, user.id);
  const handoff = randomToken(32);
  await setHandoff(db, login.id, user.id, handoff);
  return { handoff };
}
