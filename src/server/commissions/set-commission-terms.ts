import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCommissionTermsRequestSchema } from '../../shared/commissions/commissions.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { partners } from '../db/schema';
import { partnerOr404 } from '../partners/partner-detail';

type TermsInput = z.output<typeof ZCommissionTermsRequestSchema>;

function storedTerms(input: TermsInput) {
  if (input.commission_type === 'rate') {
    return {
      commissionType: 'rate' as const,
      commissionValue: Math.round((input.rate_percent ?? 0) * 100),
    };
  }
  if (input.commission_type === 'flat') {
    return { commissionType: 'flat' as const, commissionValue: input.flat_amount ?? 0 };
  }
  return { commissionType: null, commissionValue: null };
}

const audited = (row: {
  commissionType: string | null;
  commissionValue: number | null;
  showCommissions: boolean;
}) => ({
  commission_type: row.commissionType,
  commission_value: row.commissionValue,
  show_commissions: row.showCommissions,
});

/**
 * An admin sets a partner's commission terms and whether the partner sees their commissions.
 * New terms apply to leads settling from now on: rows already written keep their own basis.
 */
export async function setCommissionTerms(
  db: Db,
  actorUserId: string,
  partnerId: string,
  input: TermsInput,
): Promise<void> {
  const changes = { ...storedTerms(input), showCommissions: input.show_commissions };
  await db.transaction(async (tx) => {
    const { partner } = await partnerOr404(tx, partnerId, true);
    await tx
      .update(partners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(partners.id, partnerId));
    await recordAudit(tx, {
      actorUserId,
      action: 'partner.commission_terms_changed',
      entityType: 'partner',
      entityId: partnerId,
      before: audited(partner),
      after: audited(changes),
    });
  });
}
