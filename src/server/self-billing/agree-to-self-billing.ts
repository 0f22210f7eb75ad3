import { sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { recordAudit } from '../audit/record-audit';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { selfBillingAgreements } from '../db/schema';
import { AppError } from '../errors';
import type { PartnerRow } from '../partners/partners.queries';
import { selfBillingText } from './self-billing-text';
import { latestSelfBillingAgreement } from './self-billing.queries';

/**
 * The partner agrees to self-billing (issue 35 item 2): the record keeps the date, the language
 * and the exact text. The text the partner read is sent back and must be the one the server
 * builds now (a change of names or numbers meanwhile asks them to read it again), so what is
 * recorded is what was shown. One agreement in force at a time.
 */
export async function agreeToSelfBilling(
  db: Db,
  config: Pick<AppConfig, 'APP_NAME'>,
  actorUserId: string,
  partner: PartnerRow,
  input: { language: Locale; text: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from partners where id = ${partner.id} for update`);
    const latest = await latestSelfBillingAgreement(tx, partner.id);
    if (latest && !latest.withdrawnAt)
      throw new AppError('conflict', 'payment-details.self_billing.already_agreed');
    const text = await selfBillingText(tx, config, partner, input.language);
    if (text !== input.text)
      throw new AppError('conflict', 'payment-details.self_billing.text_changed');
    const [row] = await tx
      .insert(selfBillingAgreements)
      .values({ partnerId: partner.id, language: input.language, text })
      .returning({ id: selfBillingAgreements.id });
    await recordAudit(tx, {
      actorUserId,
      action: 'partner.self_billing_agreed',
      entityType: 'partner',
      entityId: partner.id,
      after: { agreement_id: row?.id ?? null, language: input.language },
    });
  });
}
