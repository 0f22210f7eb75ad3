import type { Db } from '../db/client';
import { AppError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { enqueueMail } from '../mail/outbox';
import { findPartnerWithUser } from '../partners/partners-admin.queries';
import { deleteSecondFactors } from './two-factor.queries';

/**
 * An admin resets a partner who lost their phone and recovery codes (issue 31): every second
 * factor of the partner's user goes, the audit row records who did it, and the partner is told
 * by e-mail, so a reset they did not ask for does not go unnoticed. One transaction.
 */
export async function resetPartnerSecondFactor(
  db: Db,
  actorUserId: string,
  partnerId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findPartnerWithUser(tx, partnerId, true);
    if (!found) throw new AppError('not_found', 'errors.not_found');
    const { user } = found;
    await deleteSecondFactors(tx, user.id);
    await recordAudit(tx, {
      actorUserId,
      action: 'partner.two_factor_reset',
      entityType: 'partner',
      entityId: partnerId,
      before: { two_factor_enabled: user.twoFactorEnabledAt !== null },
      after: { two_factor_enabled: false },
    });
    await enqueueMail(tx, [
      {
        recipient: user.email,
        template: 'two-factor-reset',
        locale: user.locale,
        data: { name: user.name },
      },
    ]);
  });
}
