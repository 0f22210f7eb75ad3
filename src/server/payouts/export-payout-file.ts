import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { bankPayeeName } from '../../shared/payouts/bank-payee-name';
import { statementNumber } from '../../shared/statements/statement-terms';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { payoutBatches } from '../db/schema';
import { dayIn } from '../lib/zoned-day';
import { unseal } from '../lib/seal';
import { readSettings } from '../settings/app-settings';
import { abaFile } from './aba-file';
import { nzBulkCsv } from './nz-bulk-csv';
import {
  auditedAccounts,
  changedAccounts,
  pinnedEntries,
  recordBlockedBatch,
} from './pinned-accounts';
import { lockPayoutBatch, payeesOfBatch } from './payouts.queries';

/** The sealed account as the payment-details contract writes it (tasks/payouts-common.md). */
const ZSealedAccount = z.discriminatedUnion('market', [
  z.object({ market: z.literal('AU'), bsb: z.string(), accountNumber: z.string() }),
  z.object({
    market: z.literal('NZ'),
    bank: z.string(),
    branch: z.string(),
    account: z.string(),
    suffix: z.string(),
  }),
]);

export interface PayoutFile {
  fileName: string;
  contentType: string;
  body: string;
}

/**
 * A payee the NZ file would name with nothing (a name in Chinese characters only: decision 0094)
 * stops the download, naming the statement, rather than paying an account under an empty name.
 */
function assertPayeeWritable(payee: {
  market: Market;
  number: number;
  accountName: string | null;
}) {
  if (bankPayeeName(payee.accountName ?? '').text) return;
  throw new AppError('conflict', 'payouts.errors.payee_name_unwritable', {
    values: { number: statementNumber(payee.market, payee.number), name: payee.accountName ?? '' },
  });
}

/**
 * The bank file of an open or paid batch (issue 35 item 4): ABA for AU, the NZ bulk CSV for NZ.
 * Bank accounts are unsealed here only, in memory, to write the file; the download is audited.
 * The firm's own account must be in the settings first (409 naming what is missing). The file pays
 * only the account versions the batch pinned (decision 0087): if a partner's account changed
 * since the batch was opened, no file is written, the audit records the refusal, and the answer
 * is a 409 naming the partner. The first download is stamped: money may leave from then on.
 */
export async function exportPayoutFile(
  db: Db,
  input: { batchId: string; appKey: string; actorUserId: string },
): Promise<PayoutFile> {
  const outcome = await db.transaction(async (tx) => {
    const batch = await lockPayoutBatch(tx, input.batchId);
    if (!batch) throw new AppError('not_found', 'errors.not_found');
    if (batch.status === 'cancelled') throw new AppError('conflict', 'payouts.errors.cancelled');
    const settings = await readSettings(tx, ['firm_payout_accounts', 'firm', 'app_name']);
    const accounts = settings.firm_payout_accounts;
    const firmName = settings.firm.legal_name || settings.app_name || 'LendRef';
    const payees = await payeesOfBatch(tx, batch.id);
    const changed = changedAccounts(payees);
    if (changed.length > 0) {
      const actorUserId = input.actorUserId;
      const blocked = { batchId: batch.id, step: 'export' as const, changed, actorUserId };
      return { refused: await recordBlockedBatch(tx, blocked) };
    }
    const today = dayIn(new Date(), MARKET_INFO[batch.market].timeZone);
    // Batches have no number of their own: the start of the id (as the audit names the batch)
    // keeps two files of one day apart in the downloads folder and the bank's upload history.
    const baseName = `payout-${batch.market}-${today}-${batch.id.slice(0, 8)}`;
    const opened = payees.map((payee) => {
      if (!payee.bankAccountSealed || !payee.accountName) {
        throw new AppError('conflict', 'payouts.errors.no_bank_details', {
          values: { number: statementNumber(payee.market, payee.number) },
        });
      }
      return {
        payee,
        account: ZSealedAccount.parse(JSON.parse(unseal(input.appKey, payee.bankAccountSealed))),
      };
    });
    let file: PayoutFile;
    if (batch.market === 'AU') {
      const { au_bsb, au_account, au_bank, au_apca_user_id, au_user_name } = accounts;
      if (!au_bsb || !au_account || !au_bank || !au_apca_user_id || !au_user_name) {
        throw new AppError('conflict', 'payouts.errors.firm_account_missing');
      }
      const body = abaFile({
        payer: {
          bank: au_bank,
          userName: au_user_name,
          apcaUserId: au_apca_user_id,
          bsb: au_bsb,
          accountNumber: au_account,
          remitter: firmName,
        },
        processOn: today,
        description: 'COMMISSION',
        payments: opened.map(({ payee, account }) => {
          if (account.market !== 'AU')
            throw new AppError('conflict', 'payouts.errors.no_bank_details');
          return {
            bsb: account.bsb,
            accountNumber: account.accountNumber,
            accountName: payee.accountName ?? '',
            amountCents: payee.amountCents,
            reference: statementNumber(payee.market, payee.number),
          };
        }),
      });
      file = { fileName: `${baseName}.aba`, contentType: 'text/plain; charset=us-ascii', body };
    } else {
      if (!accounts.nz_account)
        throw new AppError('conflict', 'payouts.errors.firm_account_missing');
      const body = nzBulkCsv({
        fromAccount: accounts.nz_account,
        payerName: firmName,
        processOn: today,
        createdOn: today,
        payments: opened.map(({ payee, account }) => {
          if (account.market !== 'NZ')
            throw new AppError('conflict', 'payouts.errors.no_bank_details');
          assertPayeeWritable(payee);
          return {
            account: `${account.bank}${account.branch}${account.account.padStart(7, '0')}${account.suffix.padStart(3, '0')}`,
            accountName: payee.accountName ?? '',
            amountCents: payee.amountCents,
            reference: statementNumber(payee.market, payee.number),
          };
        }),
      });
      file = { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', body };
    }
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'payout_batch.exported',
      entityType: 'payout_batch',
      entityId: batch.id,
      after: {
        file: file.fileName,
        payments: payees.length,
        total_cents: batch.totalCents,
        accounts: auditedAccounts(pinnedEntries(payees)),
      },
    });
    await tx
      .update(payoutBatches)
      .set({ exportedAt: sql`coalesce(${payoutBatches.exportedAt}, now())` })
      .where(eq(payoutBatches.id, batch.id));
    return { file };
  });
  // The refusal's audit row is committed with the transaction; only then is the answer a 409.
  if ('refused' in outcome) throw outcome.refused;
  return outcome.file;
}
