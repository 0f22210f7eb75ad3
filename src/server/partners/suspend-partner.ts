import { revokeAllTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { transitionPartner } from './partner-transition';

/**
 * An admin suspends an active partner (issue 16): their tokens are revoked in the same
 * transaction, so their next request is refused, and their link stops attributing because
 * create-lead only credits an active partner (findActivePartnerByCode).
 */
export async function suspendPartner(db: Db, actorUserId: string, partnerId: string) {
  await transitionPartner(db, actorUserId, partnerId, {
    from: 'active',
    to: 'suspended',
    action: 'partner.suspended',
    wrongStatus: 'partners-admin.errors.suspend_not_active',
    effects: async (tx, { user }) => revokeAllTokens(tx, user.id),
  });
}
