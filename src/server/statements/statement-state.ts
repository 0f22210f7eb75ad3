import { sql, type SQL } from 'drizzle-orm';
import type { StatementState } from '../../shared/statements/statement-terms';
import { payoutBatches, payoutBatchStatements, statements } from '../db/schema';

const live = (status: 'open' | 'paid', statementId: SQL | typeof statements.id) => sql`exists (
  select 1 from ${payoutBatchStatements}
  join ${payoutBatches} on ${payoutBatches.id} = ${payoutBatchStatements.batchId}
  where ${payoutBatchStatements.statementId} = ${statementId}
    and ${payoutBatchStatements.active} and ${payoutBatches.status} = ${status})`;

/**
 * Where a statement stands, derived and never stored (the row is immutable, decision 0071): paid
 * or in an open batch by its batch, carried once a later statement took its balance, issued
 * otherwise. A cancelled batch frees its statements (their links turn inactive).
 */
export const statementState = sql<StatementState>`case
  when ${live('paid', statements.id)} then 'paid'
  when ${live('open', statements.id)} then 'in_batch'
  when exists (select 1 from ${statements} later where later.carried_from_id = ${statements.id}) then 'carried'
  else 'issued' end`;

/** Only statements still owed and free: what a closing carries and a batch may take. */
export const statementIsIssued = sql`(not exists (
    select 1 from ${payoutBatchStatements}
    where ${payoutBatchStatements.statementId} = ${statements.id} and ${payoutBatchStatements.active})
  and not exists (select 1 from ${statements} later where later.carried_from_id = ${statements.id}))`;
