import { aliasedTable, and, asc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { TaskWhen, TTask } from '../../shared/tasks/tasks.contract';
import { leadTasks, leads, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { dayIn, dayStartIn } from '../lib/zoned-day';
import { wallTimeOf } from '../lib/zoned-time';

const assignee = aliasedTable(users, 'task_assignee');

/** The columns every task answer reads: the task, its lead's identity, its assignee's name. */
const taskColumns = {
  task: leadTasks,
  reference: leads.reference,
  market: leads.market,
  businessName: leads.businessName,
  firstName: leads.firstName,
  lastName: leads.lastName,
  assigneeName: assignee.name,
};

/** A task joined with what its answer shows. */
export function selectTasks(db: DbOrTx) {
  return db
    .select(taskColumns)
    .from(leadTasks)
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .leftJoin(assignee, eq(assignee.id, leadTasks.assigneeId));
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];

/** Where an open task stands at `now` on its market's clock. */
function taskWhen(dueAt: Date, market: Market, now: Date): TaskWhen {
  if (dueAt.getTime() < now.getTime()) return 'overdue';
  const timeZone = MARKET_INFO[market].timeZone;
  return dayIn(dueAt, timeZone) === dayIn(now, timeZone) ? 'today' : 'upcoming';
}

/** A task row as the API answers it, with its due time on its market's clock. */
export function taskAnswer(row: TaskRow, now: Date): TTask {
  const { task } = row;
  const local = wallTimeOf(task.dueAt, MARKET_INFO[row.market].timeZone);
  return {
    id: task.id,
    lead: {
      id: task.leadId,
      reference: row.reference,
      market: row.market,
      name: row.businessName ?? `${row.firstName} ${row.lastName}`,
    },
    title: task.title,
    due_at: task.dueAt.toISOString(),
    due_date: local.date,
    due_time: local.time,
    assignee:
      task.assigneeId && row.assigneeName ? { id: task.assigneeId, name: row.assigneeName } : null,
    done_at: task.doneAt?.toISOString() ?? null,
    when: task.doneAt ? 'done' : taskWhen(task.dueAt, row.market, now),
  };
}

export async function findTask(db: DbOrTx, id: string): Promise<TaskRow> {
  const [row] = await selectTasks(db).where(eq(leadTasks.id, id));
  if (!row) throw new AppError('not_found', 'errors.not_found');
  return row;
}

/** A lead's tasks: open ones first, earliest due first; then done ones, latest done first. */
export function tasksOfLead(db: DbOrTx, leadId: string) {
  return selectTasks(db)
    .where(eq(leadTasks.leadId, leadId))
    .orderBy(
      sql`${leadTasks.doneAt} is not null`,
      asc(leadTasks.dueAt),
      sql`${leadTasks.doneAt} desc`,
      asc(leadTasks.id),
    );
}

/** An enabled admin by id, else nothing: the only people a task may be given to. */
export async function findActiveAdmin(db: DbOrTx, id: string) {
  const [admin] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin'), isNull(users.disabledAt)));
  return admin;
}

/** The instant the day after `now` begins on the market's clock: "today" ends there. */
export function tomorrowStart(market: Market, now: Date): Date {
  const timeZone = MARKET_INFO[market].timeZone;
  return dayStartIn(dayIn(now, timeZone), timeZone, 1);
}

/** `due_at` before the end of today on the task's own market's clock. */
function dueBeforeTomorrow(now: Date): SQL {
  return sql`${leadTasks.dueAt} < case ${leads.market} when 'AU' then ${tomorrowStart('AU', now).toISOString()}::timestamptz else ${tomorrowStart('NZ', now).toISOString()}::timestamptz end`;
}

/** The condition of one "My tasks" group at `now`. */
export function whenCondition(when: TaskWhen, now: Date): SQL | undefined {
  if (when === 'overdue') return lt(leadTasks.dueAt, now);
  if (when === 'today') return and(gte(leadTasks.dueAt, now), dueBeforeTomorrow(now));
  return sql`not (${dueBeforeTomorrow(now)})`;
}

/** After a keyset cursor on (due_at, id). */
export function afterDue(cursor: { value: string | number; id: string }): SQL | undefined {
  const due = new Date(String(cursor.value));
  return or(gt(leadTasks.dueAt, due), and(eq(leadTasks.dueAt, due), gt(leadTasks.id, cursor.id)));
}

/** The admin's own choice of a due-time e-mail (decision 0083). */
export async function readTaskDueEmail(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ taskDueEmail: users.taskDueEmail })
    .from(users)
    .where(eq(users.id, userId));
  return row?.taskDueEmail ?? false;
}
