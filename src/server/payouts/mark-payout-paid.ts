import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { statementNumber } from '../../shared/statements/statement-terms';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { payoutBatches } from '../db/schema';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { enqueueMail } from '../mail/outbox';
import {
  auditedAccounts,
  changedAccounts,
  currentEntries,
  pinnedEntries,
  recordBlockedBatch,
} from './pinned-accounts';
import {
  commissionsPaidByBatch,
  lockPayoutBatch,
  markCommissionsPaid,
  payeesOfBatch,
} from './payouts.queries';

/**
 * Records that the bank paid a batch (issue 35 item 4), in one transaction: the batch is paid
 * with its date and bank reference, every commission and clawback of its statements (and of the
 * statements they carried) is paid, each lead's timeline says so, each partner is e-mailed in
 * their language, and the audit list has the batch. Only an open batch: 409 otherwise.
 * It pays the account versions the batch pinned (decision 0087): a partner whose account changed
 * before any file was downloaded was never in a file the bank could pay, so the batch is refused
 * (409 naming the partner, audited). Changed after a download, the file went out with the pinned
 * account: the payment is recorded, and the e-mail names that account and says it has changed.
 */
export async function markPayoutPaid(
  db: Db,
  input: { batchId: string; paidOn: string; bankReference: string; actorUserId: string },
) {
  const outcome = await db.transaction(async (tx) => {
    const batch = await lockPayoutBatch(tx, input.batchId);
    if (!batch) throw new AppError('not_found', 'errors.not_found');
    if (batch.status !== 'open') throw new AppError('conflict', `payouts.errors.${batch.status}`);
    const payees = await payeesOfBatch(tx, batch.id);
    const changed = changedAccounts(payees);
    if (changed.length > 0 && !batch.exportedAt) {
      const actorUserId = input.actorUserId;
      const blocked = { batchId: batch.id, step: 'paid' as const, changed, actorUserId };
      return { refused: await recordBlockedBatch(tx, blocked) };
    }
    const [paid] = await tx
      .update(payoutBatches)
      .set({
        status: 'paid',
        paidOn: input.paidOn,
        bankReference: input.bankReference,
        paidAt: sql`now()`,
        paidBy: input.actorUserId,
      })
      .where(eq(payoutBatches.id, batch.id))
      .returning();
    if (!paid) throw new Error('batch update returned no row');
    const paidCommissions = (await commissionsPaidByBatch(tx, batch.id)).filter(
      (row) => row.status === 'approved',
    );
    await markCommissionsPaid(
      tx,
      paidCommissions.map((row) => row.id),
      input.actorUserId,
    );
    for (const row of paidCommissions) {
      await addLeadEvent(tx, {
        leadId: row.leadId,
        type: 'commission_paid',
        actorType: 'user',
        actorUserId: input.actorUserId,
        data: {
          amount: Number(row.amount),
          currency: row.currency,
          commission_id: row.id,
          batch_id: batch.id,
          paid_on: input.paidOn,
        },
      });
    }
    await enqueueMail(
      tx,
      payees.map((payee) => ({
        recipient: payee.email,
        template: 'payout-paid' as const,
        locale: payee.locale,
        data: {
          partner_name: payee.name,
          number: statementNumber(payee.market, payee.number),
          amount_cents: payee.amountCents,
          currency: batch.currency,
          paid_on: input.paidOn,
          account_masked: payee.pinnedMasked,
          account_changed_since: payee.bankAccountVersion !== payee.pinnedVersion,
        },
      })),
    );
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'payout_batch.paid',
      entityType: 'payout_batch',
      entityId: batch.id,
      before: { status: batch.status },
      after: {
        status: 'paid',
        paid_on: input.paidOn,
        bank_reference: input.bankReference,
        commissions: paidCommissions.length,
        total_cents: batch.totalCents,
        accounts: auditedAccounts(pinnedEntries(payees)),
        changed_since_file: auditedAccounts(currentEntries(changed)),
      },
    });
    return { paid };
  });
  // The refusal's audit row is committed with the transaction; only then is the answer a 409.
  if ('refused' in outcome) throw outcome.refused;
  return outcome.paid;
}
