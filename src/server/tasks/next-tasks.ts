import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MARKET_INFO } from '../../shared/markets/markets';
import type { TNextTask } from '../../shared/tasks/tasks.contract';
import { leadTasks, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { wallTimeOf } from '../lib/zoned-time';

/**
 * Each lead's next open task (earliest due) for a page of a list or the board's cards: one read
 * of the partial index of open tasks by lead, whatever the page's size.
 */
export async function nextTasksOf(
  db: DbOrTx,
  leadIds: readonly string[],
  now: Date,
): Promise<Map<string, TNextTask>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([leadTasks.leadId], {
      leadId: leadTasks.leadId,
      id: leadTasks.id,
      title: leadTasks.title,
      dueAt: leadTasks.dueAt,
      market: leads.market,
    })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(and(inArray(leadTasks.leadId, [...leadIds]), isNull(leadTasks.doneAt)))
    .orderBy(asc(leadTasks.leadId), asc(leadTasks.dueAt), asc(leadTasks.id));
  return new Map(
    rows.map((row) => {
      const local = wallTimeOf(row.dueAt, MARKET_INFO[row.market].timeZone);
      return [
        row.leadId,
        {
          id: row.id,
          title: row.title,
          due_at: row.dueAt.toISOString(),
          due_date: local.date,
          due_time: local.time,
          overdue: row.dueAt.getTime() < now.getTime(),
        },
      ];
    }),
  );
}
