import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partners, webhookDeliveries, webhookEndpoints } from '../db/schema';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface ClaimLimits {
  /** Rows claimed in one round, over all endpoints. */
  batchSize: number;
  /** Rows one endpoint may have in flight at once (WEBHOOKS_ENDPOINT_CONCURRENCY). */
  endpointConcurrency: number;
  claimSeconds: number;
}

/** A row is due when its time has come, or when its claim expired (its worker died). */
const isDue = (now: Date) => sql`(
  (${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.nextAttemptAt} <= ${now})
  or (${webhookDeliveries.status} = 'sending' and ${webhookDeliveries.lockedUntil} <= ${now}))`;

/**
 * Claims the next due deliveries fairly (decision 0089). Each endpoint gets at most
 * `endpointConcurrency` rows in flight, counting the unexpired claims of every worker, so a
 * receiver that never answers fills only its own slots and the round goes on to the others;
 * the round takes every endpoint's first free slot before anyone's second, so one endpoint's
 * backlog cannot fill the batch. Only enabled endpoints of the firm or of an active partner are
 * served: a suspended partner's rows wait, unsent, until the firm restores them.
 * `SKIP LOCKED` keeps concurrent workers on disjoint rows, as the outbox does (0013).
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  limits: ClaimLimits,
): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    // Both drivers answer raw SQL as { rows }.
    const due = (await tx.execute(sql`
      select d.id from ${webhookDeliveries} d
      where d.id in (
        select ranked.id from (
          select candidate.id, candidate.next_attempt_at,
                 row_number() over (partition by e.id order by candidate.next_attempt_at)
                   + in_flight.n as slot
          from ${webhookEndpoints} e
          left join ${partners} p on p.id = e.partner_id
          cross join lateral (
            select count(*) as n from ${webhookDeliveries} busy
            where busy.endpoint_id = e.id and busy.status = 'sending' and busy.locked_until > ${now}
          ) in_flight
          cross join lateral (
            select ${webhookDeliveries.id}, ${webhookDeliveries.nextAttemptAt}
            from ${webhookDeliveries}
            where ${webhookDeliveries.endpointId} = e.id and ${isDue(now)}
            order by ${webhookDeliveries.nextAttemptAt}
            limit ${limits.endpointConcurrency}
          ) candidate
          where e.enabled and (e.partner_id is null or p.status = 'active')
        ) ranked
        where ranked.slot <= ${limits.endpointConcurrency}
        order by ranked.slot, ranked.next_attempt_at
        limit ${limits.batchSize}
      )
      and (
        (d.status = 'pending' and d.next_attempt_at <= ${now})
        or (d.status = 'sending' and d.locked_until <= ${now}))
      for update of d skip locked
    `)) as unknown as { rows: { id: string }[] };
    const ids = due.rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({
        status: 'sending',
        lockedUntil: new Date(now.getTime() + limits.claimSeconds * 1000),
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        updatedAt: now,
      })
      .where(inArray(webhookDeliveries.id, ids))
      .returning();
  });
}
