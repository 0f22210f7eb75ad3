import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TOutboxMessage } from '../../shared/mail/outbox-admin.contract';
import { OUTBOX_STATES, type OutboxState } from '../../shared/mail/outbox-states';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { cursorOf, exactTimestamp, pageOf } from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';

export async function outboxCounts(db: DbOrTx): Promise<Record<OutboxState, number>> {
  const rows = await db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.status);
  const counts = Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as Record<
    OutboxState,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Never selects `data`: it may hold a sealed link, and the admin has no use for it. */
function messageSelect(db: DbOrTx) {
  return db
    .select({
      id: outbox.id,
      recipient: outbox.recipient,
      template: outbox.template,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      updatedAt: outbox.updatedAt,
      sentAt: outbox.sentAt,
      at: exactTimestamp(outbox.createdAt),
    })
    .from(outbox);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageSelect>['execute']>>[number];

function toMessage(row: MessageRow): TOutboxMessage {
  return {
    id: row.id,
    recipient: row.recipient,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.attempts > 0 ? row.updatedAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export async function listOutbox(
  db: DbOrTx,
  query: { status?: OutboxState | undefined; cursor?: string | undefined; limit: number },
  cursorKey: string,
) {
  const order = { key: cursorKey, sort: 'outbox-created', dir: 'desc' } as const;
  const after = cursorOf(order, query.cursor);
  const filters = eq(outbox.status, query.status ?? 'failed');
  const page = after
    ? sql`(${outbox.createdAt}, ${outbox.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await messageSelect(db)
    .where(and(filters, page))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit + 1);
  const total = await countListRows(db, db.select({ id: outbox.id }).from(outbox).where(filters));
  const toCursor = (row: { at: string; id: string }) => ({ value: row.at, id: row.id });
  return { ...pageOf(rows, query.limit, order, toCursor, toMessage), total };
}

/**
 * Puts failed messages back in the queue, due now (issue 16). `attempts` is kept, so the list
 * stays honest about how often a message was tried; the worker gives a retried message one more
 * try before it fails again. One audit row names the messages retried.
 */
export async function retryFailed(db: Db, actorUserId: string, id?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const retried = await tx
      .update(outbox)
      .set({
        status: 'pending',
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(outbox.status, 'failed'), id ? eq(outbox.id, id) : undefined))
      .returning({ id: outbox.id });
    if (id && retried.length === 0) {
      const [exists] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
      if (!exists) throw new AppError('not_found', 'errors.not_found');
      throw new AppError('conflict', 'outbox-admin.errors.not_failed');
    }
    if (retried.length > 0) {
      await recordAudit(tx, {
        actorUserId,
        action: 'outbox.retried',
        entityType: 'outbox',
        entityId: id ?? 'failed',
        after: { ids: retried.map((row) => row.id) },
      });
    }
    return retried.length;
  });
}
