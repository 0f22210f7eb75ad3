import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { commissions, partnerPaymentDetails, selfBillingAgreements } from '../db/schema';
import { seal } from '../lib/seal';
import { createLead } from '../../../tests/support/factories';
import type { Market } from '../../shared/markets/markets';

export type SealedAccount =
  | { market: 'AU'; bsb: string; accountNumber: string }
  | { market: 'NZ'; bank: string; branch: string; account: string; suffix: string };

/**
 * A partner's payment details written as the "payout" engineer's screens write them
 * (tasks/payouts-common.md): the account sealed under the app key, masked to its last 3 digits,
 * and by default confirmed for payout by an admin after the change.
 */
export async function givePaymentDetails(
  db: Db,
  appKey: string,
  partnerId: string,
  account: SealedAccount,
  options: {
    gstRegistered?: boolean;
    gstNumber?: string | null;
    legalName?: string;
    businessNumber?: string;
    accountName?: string;
    /** `confirmed`: an admin confirmed; `held`: the hold runs until tomorrow; `elapsed`: it ran out. */
    standing?: 'confirmed' | 'held' | 'elapsed';
  } = {},
) {
  const digits = account.market === 'AU' ? account.accountNumber : account.account;
  const standing = options.standing ?? 'confirmed';
  await db
    .insert(partnerPaymentDetails)
    .values({
      partnerId,
      legalName: options.legalName ?? 'Hopper Advisory Pty Ltd',
      businessNumber:
        options.businessNumber ?? (account.market === 'AU' ? '51824753556' : '9429041535231'),
      gstNumber: options.gstNumber ?? null,
      gstRegistered: options.gstRegistered ?? false,
      accountName: options.accountName ?? 'Hopper Advisory',
      bankAccountSealed: seal(appKey, JSON.stringify(account)),
      bankAccountMasked: `•••${digits.slice(-3)}`,
      bankChangedAt: sql`now() - interval '10 days'`,
      payoutHoldUntil:
        standing === 'held' ? sql`now() + interval '1 day'` : sql`now() - interval '5 days'`,
      confirmedAt: standing === 'confirmed' ? sql`now() - interval '9 days'` : null,
    })
    .onConflictDoNothing();
  if (standing === 'elapsed') return;
  // `held`: no confirmation and a hold still running; `confirmed`: confirmed after the change.
  if (standing === 'held') {
    await db
      .update(partnerPaymentDetails)
      .set({ confirmedAt: null })
      .where(sql`${partnerPaymentDetails.partnerId} = ${partnerId}`);
  }
}

/** The partner's agreement to self-billing, in their language, as the contract records it. */
export async function agreeToSelfBilling(db: Db, partnerId: string, language = 'en') {
  await db.insert(selfBillingAgreements).values({
    partnerId,
    language,
    text: 'I agree that the firm issues tax invoices on my behalf.',
  });
}

/** An approved commission of a fresh lead of the partner's, in whole dollars. */
export async function approvedCommission(
  db: Db,
  partnerId: string,
  market: Market,
  amount: number,
) {
  const lead = await createLead(db, { market, partnerId, status: 'settled' });
  const [row] = await db
    .insert(commissions)
    .values({
      leadId: lead.id,
      partnerId,
      market,
      currency: market === 'AU' ? 'AUD' : 'NZD',
      amount,
      basisType: 'flat',
      basisValue: Math.abs(amount),
      status: 'approved',
      approvedAt: sql`now()`,
    })
    .returning();
  if (!row) throw new Error('commission insert returned no row');
  return { lead, commission: row };
}

/** The clawback a reversed settlement writes (decision 0054): negative, approved at once. */
export async function clawBack(db: Db, original: typeof commissions.$inferSelect) {
  const [row] = await db
    .insert(commissions)
    .values({
      leadId: original.leadId,
      partnerId: original.partnerId,
      market: original.market,
      currency: original.currency,
      amount: -original.amount,
      basisType: original.basisType,
      basisValue: original.basisValue,
      status: 'approved',
      approvedAt: sql`now()`,
      kind: 'clawback',
      reversesId: original.id,
      reason: 'Loan unwound',
    })
    .returning();
  if (!row) throw new Error('clawback insert returned no row');
  return row;
}
