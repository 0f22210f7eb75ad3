import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BankAccount } from '../../shared/payment-details/bank-account';
import { maskedBankAccount, paddedNzSuffix } from '../../shared/payment-details/bank-account';
import type { ZPaymentDetailsRequestSchema } from '../../shared/payment-details/payment-details.contract';
import { compactBusinessNumber } from '../../shared/leads/business-number';
import { recordAudit } from '../audit/record-audit';
import { proveItIsTheUser } from '../auth/prove-it-is-the-user';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { partnerPaymentDetails } from '../db/schema';
import { fieldError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import type { PartnerRow } from '../partners/partners.queries';
import { readSettings } from '../settings/app-settings';
import { sealBankAccount } from './bank-account-seal';
import { findPaymentDetails, type PaymentDetailsRow } from './payment-details.queries';

type Input = z.output<typeof ZPaymentDetailsRequestSchema>;

const accountOf = (input: Input): BankAccount =>
  input.market === 'AU'
    ? { market: 'AU', bsb: input.bsb, accountNumber: input.account_number }
    : {
        market: 'NZ',
        bank: input.bank,
        branch: input.branch,
        account: input.account,
        suffix: paddedNzSuffix(input.suffix),
      };

/** What the audit keeps of the details: everything a screen shows, never the digits. */
const audited = (
  row: Pick<
    PaymentDetailsRow,
    | 'legalName'
    | 'businessNumber'
    | 'gstRegistered'
    | 'gstNumber'
    | 'accountName'
    | 'bankAccountMasked'
    | 'bankAccountVersion'
  >,
) => ({
  legal_name: row.legalName,
  business_number: row.businessNumber,
  gst_registered: row.gstRegistered,
  gst_number: row.gstNumber,
  account_name: row.accountName,
  bank_account: row.bankAccountMasked,
  bank_account_version: row.bankAccountVersion,
});

/**
 * The partner saves where their commissions are paid (issue 35 item 1). It takes their password
 * (and second factor) first. A new or changed account is the payment-redirection risk
 * (decision 0070), so in the same transaction: the account is sealed, the next payout to it is
 * held for `payout_hold_days`, any earlier confirmation no longer counts, the partner is told at
 * the address on file (whoever changed it), and the audit keeps the masked before and after.
 */
export async function savePaymentDetails(
  db: Db,
  appKey: string,
  user: UserRow,
  partner: PartnerRow,
  input: Input,
): Promise<void> {
  // The market is the partner's: it decides which account fields and business number apply.
  if (input.market !== partner.market)
    throw fieldError('market', 'payment-details-validation.market');
  await proveItIsTheUser(db, appKey, user, input, 'payment-details-validation.password_needed');
  await db.transaction(async (tx) => {
    // The partner row locked: two saves at once apply one after the other, each audited.
    await tx.execute(sql`select 1 from partners where id = ${partner.id} for update`);
    const before = await findPaymentDetails(tx, partner.id);
    if (!before && !input.change_bank)
      throw fieldError(input.market === 'AU' ? 'bsb' : 'bank', 'validation.required');
    const { payout_hold_days } = await readSettings(tx, ['payout_hold_days']);
    const details = {
      legalName: input.legal_name,
      businessNumber: compactBusinessNumber(input.business_number),
      gstRegistered: input.gst_registered,
      gstNumber: input.market === 'NZ' && input.gst_registered ? input.gst_number : null,
      accountName: input.account_name,
      updatedAt: sql`now()`,
    };
    const account = input.change_bank ? accountOf(input) : null;
    const bank = account && {
      bankAccountSealed: sealBankAccount(appKey, account),
      bankAccountMasked: maskedBankAccount(account),
      bankChangedAt: sql`now()`,
      payoutHoldUntil: sql`now() + make_interval(days => ${payout_hold_days}::int)`,
      confirmedAt: null,
      confirmedBy: null,
    };
    if (before) {
      // A new account is a new version: a payout batch opened on the old one no longer pays it.
      const version = bank && {
        bankAccountVersion: sql`${partnerPaymentDetails.bankAccountVersion} + 1`,
      };
      await tx
        .update(partnerPaymentDetails)
        .set({ ...details, ...bank, ...version })
        .where(eq(partnerPaymentDetails.partnerId, partner.id));
    } else if (bank) {
      await tx.insert(partnerPaymentDetails).values({ partnerId: partner.id, ...details, ...bank });
    }
    const after = await findPaymentDetails(tx, partner.id);
    if (!after) throw new Error('payment details vanished inside their own transaction');
    await recordAudit(tx, {
      actorUserId: user.id,
      action: bank ? 'partner.bank_details_changed' : 'partner.payment_details_updated',
      entityType: 'partner',
      entityId: partner.id,
      before: before ? audited(before) : null,
      after: audited(after),
    });
    if (bank) {
      await enqueueMail(tx, [
        {
          recipient: user.email,
          template: 'bank-details-changed',
          locale: user.locale,
          data: {
            name: user.name,
            masked: after.bankAccountMasked,
            holdDays: payout_hold_days,
          },
        },
      ]);
    }
  });
}
