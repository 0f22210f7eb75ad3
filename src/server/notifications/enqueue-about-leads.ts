import { outbox, outboxLeads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { outboxRows, type OutboxMessage } from '../mail/outbox';

/**
 * Queues one e-mail about one or several leads (a grouped notice of a bulk action): the row's
 * `lead_id` is the first lead, `outbox_leads` names the others, so the e-mail shows in the
 * timeline of every lead it speaks of (docs/decisions/0055).
 */
export async function enqueueMailAboutLeads(
  tx: Tx,
  message: Omit<OutboxMessage, 'leadId'>,
  leadIds: string[],
): Promise<void> {
  const [first, ...others] = leadIds;
  if (!first) return;
  const [row] = await tx
    .insert(outbox)
    .values(outboxRows([{ ...message, leadId: first }]))
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  if (others.length > 0) {
    await tx.insert(outboxLeads).values(others.map((leadId) => ({ outboxId: row.id, leadId })));
  }
}

/** Groups items by a key, keeping the first-seen order of keys and of items. */
export function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups.values()];
}
