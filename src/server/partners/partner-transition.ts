import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '../../shared/audit/audit-kinds';
import type { MessageKey } from '../../shared/i18n/message-key';
import type { PartnerStatus } from '../../shared/partners/partner-status';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { partners } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { auditedPartner, partnerOr404 } from './partner-detail';
import type { PartnerWithUser } from './partners-admin.queries';

export interface PartnerTransition {
  from: PartnerStatus;
  to: PartnerStatus;
  /** The audit action, e.g. `partner.approved`. */
  action: AuditAction;
  /** The 409 when the partner is not in `from`. */
  wrongStatus: MessageKey;
  /** Further checks on the locked row; throw to refuse. */
  check?: (row: PartnerWithUser) => void;
  /** Extra columns written with the status. */
  set?: (actorUserId: string) => Partial<typeof partners.$inferInsert>;
  /** What else happens in the same transaction (e-mails, token revocation). */
  effects?: (tx: Tx, row: PartnerWithUser) => Promise<void>;
}

/**
 * Moves a partner from one status to the next (issue 16): the row is locked, the move checked,
 * and the change, its audit row and its effects are written in one transaction.
 */
export async function transitionPartner(
  db: Db,
  actorUserId: string,
  partnerId: string,
  transition: PartnerTransition,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await partnerOr404(tx, partnerId, true);
    if (row.partner.status !== transition.from) {
      throw new AppError('conflict', transition.wrongStatus);
    }
    transition.check?.(row);
    await tx
      .update(partners)
      .set({ status: transition.to, updatedAt: sql`now()`, ...transition.set?.(actorUserId) })
      .where(eq(partners.id, partnerId));
    await recordAudit(tx, {
      actorUserId,
      action: transition.action,
      entityType: 'partner',
      entityId: partnerId,
      before: auditedPartner(row),
      after: { ...auditedPartner(row), status: transition.to },
    });
    await transition.effects?.(tx, row);
  });
}
