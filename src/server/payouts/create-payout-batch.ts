import { currencyOf, type Market } from '../../shared/markets/markets';
import { statementNumber } from '../../shared/statements/statement-terms';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { payoutBatches, payoutBatchStatements } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';
import { issuedStatements } from '../statements/statement-list.queries';
import { auditedAccounts } from './pinned-accounts';
import { lockPayoutAccounts } from './payouts.queries';
import { payoutRefusal } from './payout-refusal';
import { payoutReadiness } from './payout-readiness';
import { minimumPayoutCents } from './selectable-statements';

/**
 * Puts the chosen issued statements of one market into a new batch (issue 35 item 4), all or
 * nothing: a statement that is not an issued one of this market, is below the minimum payout,
 * or whose partner's bank details are not confirmed for payout refuses the whole batch with a
 * 409 naming it and saying why. Two admins racing for one statement: the partial unique index
 * on live batch links lets one win; the other gets the same 409. Each statement pins its
 * partner's account version as checked, the details rows locked so no change slips between the
 * check and the pin (decision 0087): the file and "mark paid" pay that version or nothing.
 */
export async function createPayoutBatch(
  db: Db,
  input: { market: Market; statementIds: string[]; actorUserId: string },
) {
  const ids = [...new Set(input.statementIds)];
  try {
    return await db.transaction(async (tx) => {
      const rows = await issuedStatements(tx, input.market, ids);
      if (rows.length !== ids.length) {
        throw new AppError('conflict', 'payouts.errors.not_issued');
      }
      const minimumCents = await minimumPayoutCents(tx);
      const partnerIds = [...new Set(rows.map((row) => row.partnerId))];
      const accounts = new Map(
        (await lockPayoutAccounts(tx, partnerIds)).map((row) => [row.partnerId, row]),
      );
      const readiness = await payoutReadiness(tx, partnerIds);
      const pinned = rows.map((row) => {
        const refusal = payoutRefusal(row.totalCents, readiness.get(row.partnerId), minimumCents);
        const account = accounts.get(row.partnerId);
        if (refusal || !account) {
          throw new AppError('conflict', `payouts.errors.${refusal ?? 'no_bank_details'}`, {
            values: { number: statementNumber(row.market, row.number), partner: row.company },
          });
        }
        return { ...row, version: account.version, masked: account.masked };
      });
      const totalCents = rows.reduce((sum, row) => sum + row.totalCents, 0);
      const [batch] = await tx
        .insert(payoutBatches)
        .values({
          market: input.market,
          currency: currencyOf(input.market),
          totalCents,
          statementCount: rows.length,
          createdBy: input.actorUserId,
        })
        .returning();
      if (!batch) throw new Error('batch insert returned no row');
      await tx.insert(payoutBatchStatements).values(
        pinned.map((row) => ({
          batchId: batch.id,
          statementId: row.id,
          amountCents: row.totalCents,
          bankAccountVersion: row.version,
          bankAccountMasked: row.masked,
        })),
      );
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: 'payout_batch.created',
        entityType: 'payout_batch',
        entityId: batch.id,
        after: {
          market: input.market,
          total_cents: totalCents,
          statements: rows.map((row) => statementNumber(row.market, row.number)),
          accounts: auditedAccounts(pinned),
        },
      });
      return batch;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'payouts.errors.not_issued');
    throw error;
  }
}
