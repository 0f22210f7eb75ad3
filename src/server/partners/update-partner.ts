import { eq, sql } from 'drizzle-orm';
import { compactBusinessNumber } from '../../shared/leads/business-number';
import { MOBILE_RULE_MESSAGE } from '../../shared/leads/lead-market-rules';
import { toE164Mobile } from '../../shared/leads/phone';
import type { TPartnerUpdate } from '../../shared/partners/partners-admin.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { partners } from '../db/schema';
import { fieldError } from '../errors';
import { auditedPartner, partnerOr404 } from './partner-detail';

/** An admin edits a partner's details (issue 16); the audit row keeps before and after. */
export async function updatePartner(
  db: Db,
  actorUserId: string,
  partnerId: string,
  input: TPartnerUpdate,
): Promise<void> {
  const phone = toE164Mobile(input.mobile, input.market);
  if (!phone) throw fieldError('mobile', MOBILE_RULE_MESSAGE[input.market]);
  const changes = {
    company: input.company.trim(),
    phone,
    market: input.market,
    businessNumber: compactBusinessNumber(input.business_number),
  };
  await db.transaction(async (tx) => {
    const row = await partnerOr404(tx, partnerId, true);
    await tx
      .update(partners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(partners.id, partnerId));
    await recordAudit(tx, {
      actorUserId,
      action: 'partner.updated',
      entityType: 'partner',
      entityId: partnerId,
      before: auditedPartner(row),
      after: auditedPartner({ partner: { ...row.partner, ...changes } }),
    });
  });
}
