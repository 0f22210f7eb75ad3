import { desc, eq } from 'drizzle-orm';
import { selfBillingAgreements } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/** The partner's latest agreement, withdrawn or not: the latest one counts (issue 35). */
export async function latestSelfBillingAgreement(db: DbOrTx, partnerId: string) {
  const [row] = await db
    .select()
    .from(selfBillingAgreements)
    .where(eq(selfBillingAgreements.partnerId, partnerId))
    .orderBy(desc(selfBillingAgreements.agreedAt), desc(selfBillingAgreements.id))
    .limit(1);
  return row;
}
type SelfBillingAgreementRow = NonNullable<Awaited<ReturnType<typeof latestSelfBillingAgreement>>>;

export const agreementAnswer = (row: SelfBillingAgreementRow | undefined) =>
  row
    ? {
        id: row.id,
        language: row.language,
        text: row.text,
        agreed_at: row.agreedAt.toISOString(),
        withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
      }
    : null;
