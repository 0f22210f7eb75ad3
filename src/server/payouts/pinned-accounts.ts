import { statementNumber } from '../../shared/statements/statement-terms';
import { recordAudit } from '../audit/record-audit';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import type { PayeeRow } from './payouts.queries';

/** One statement's account as a batch names it: whose, and which version (decision 0087). */
interface AccountEntry {
  company: string;
  market: PayeeRow['market'];
  number: number;
  version: number;
  masked: string;
}

/**
 * What the audit keeps of the accounts a batch pays, by statement number: the partner, the
 * masked account and its version, so the list says which account each payment went to.
 */
export function auditedAccounts(entries: readonly AccountEntry[]) {
  return Object.fromEntries(
    entries.map((entry) => [
      statementNumber(entry.market, entry.number),
      { partner: entry.company, account: entry.masked, account_version: entry.version },
    ]),
  );
}

/** The payees pinned to an account that is no longer the partner's (changed or removed since). */
export function changedAccounts(payees: readonly PayeeRow[]) {
  return payees.filter((payee) => payee.bankAccountVersion !== payee.pinnedVersion);
}

/** The payees as their batch pinned them, for the audit of the file and of the payment. */
export const pinnedEntries = (payees: readonly PayeeRow[]) =>
  payees.map((payee) => ({ ...payee, version: payee.pinnedVersion, masked: payee.pinnedMasked }));

/** The payees as the partners' details stand now (a removed account is version 0, no digits). */
export const currentEntries = (payees: readonly PayeeRow[]) =>
  payees.map((payee) => ({
    ...payee,
    version: payee.bankAccountVersion ?? 0,
    masked: payee.bankAccountMasked ?? '',
  }));

/**
 * A step that would move money for a batch whose accounts changed since it was opened stops
 * here: the audit records which partners, accounts and versions (in the caller's transaction,
 * which must commit it), and the answer is the 409 naming the partners and statements.
 */
export async function recordBlockedBatch(
  tx: Tx,
  input: { batchId: string; step: 'export' | 'paid'; changed: PayeeRow[]; actorUserId: string },
): Promise<AppError> {
  await recordAudit(tx, {
    actorUserId: input.actorUserId,
    action: 'payout_batch.blocked',
    entityType: 'payout_batch',
    entityId: input.batchId,
    before: { step: input.step, accounts: auditedAccounts(pinnedEntries(input.changed)) },
    after: { step: input.step, accounts: auditedAccounts(currentEntries(input.changed)) },
  });
  return new AppError('conflict', 'payouts.errors.account_changed', {
    values: {
      partners: [...new Set(input.changed.map((payee) => payee.company))].join(', '),
      numbers: input.changed.map((payee) => statementNumber(payee.market, payee.number)).join(', '),
    },
  });
}
