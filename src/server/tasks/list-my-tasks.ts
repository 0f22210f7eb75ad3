import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TMyTasksQuery, TMyTasksResponse } from '../../shared/tasks/tasks.contract';
import { leadTasks, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { cursorOf, pageOf, type CursorOrder } from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';
import { afterDue, selectTasks, taskAnswer, whenCondition } from './tasks.queries';

/**
 * "My tasks": the admin's open tasks, earliest due first, so the overdue come before today's
 * and today's before the upcoming; each answer says its group on its market's clock at `now`.
 * One keyset page (decision 0065), filtered by market and group.
 */
export async function listMyTasks(
  db: DbOrTx,
  input: { userId: string; query: TMyTasksQuery; appKey: string; now: Date },
): Promise<TMyTasksResponse> {
  const { query, now } = input;
  const order: CursorOrder = { key: input.appKey, sort: 'tasks-due', dir: 'asc' };
  const cursor = cursorOf(order, query.cursor);
  const filters = and(
    eq(leadTasks.assigneeId, input.userId),
    isNull(leadTasks.doneAt),
    query.market ? eq(leads.market, query.market) : undefined,
    query.when ? whenCondition(query.when, now) : undefined,
  );
  const rows = await selectTasks(db)
    .where(and(filters, cursor ? afterDue(cursor) : undefined))
    .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id))
    .limit(query.limit + 1);
  const matching = db
    .select({ id: leadTasks.id })
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(filters);
  return {
    ...pageOf(
      rows,
      query.limit,
      order,
      (row) => ({ value: row.task.dueAt.toISOString(), id: row.task.id }),
      (row) => taskAnswer(row, now),
    ),
    total: await countListRows(db, matching),
  };
}
