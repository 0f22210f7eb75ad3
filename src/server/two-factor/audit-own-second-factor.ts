import type { UserRow } from '../auth/tokens';
import { recordAudit } from '../audit/record-audit';
import type { Tx } from '../db/transaction';
import { findPartnerByUserId } from '../partners/partners.queries';

/** What a user did to their own second factor, as the audit list names it (decision 0063). */
type OwnSecondFactorAction =
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_codes_regenerated'
  | 'two_factor.device_revoked'
  | 'two_factor.passkey_added'
  | 'two_factor.passkey_removed';

/**
 * One audit row, in the caller's transaction, for a change a user made to their own second
 * factor: a partner's goes in the partner's history (beside an admin's reset), an admin's under
 * their administrator account. The user is the actor; nothing secret goes in the row.
 */
export async function auditOwnSecondFactor(
  tx: Tx,
  user: UserRow,
  action: OwnSecondFactorAction,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
): Promise<void> {
  const partner = user.role === 'partner' ? await findPartnerByUserId(tx, user.id) : undefined;
  await recordAudit(tx, {
    actorUserId: user.id,
    action,
    entityType: partner ? 'partner' : 'user',
    entityId: partner?.id ?? user.id,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
