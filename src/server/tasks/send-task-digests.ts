import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { MARKET_INFO, MARKETS, type Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { leadTasks, leads, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { dayIn } from '../lib/zoned-day';
import { instantOfWallTime } from '../lib/zoned-time';
import { enqueueMail, type OutboxMessage } from '../mail/outbox';
import { readSettings } from '../settings/app-settings';
import { selectTasks, taskAnswer, tomorrowStart } from './tasks.queries';

/**
 * Claims today's digest of every enabled admin in one market: a `task_digests` row each, with
 * how many overdue and today's tasks they have there. An admin who has a row already (another
 * process's round, or this one's before a restart) is skipped by the primary key. Answers the
 * admins claimed now who have something to read.
 */
async function claimDigests(tx: Tx, market: Market, day: string, endOfDay: Date) {
  const result = (await tx.execute(sql`
    insert into task_digests (user_id, market, day, task_count)
    select u.id, ${market}, ${day}::date, (
      select count(*)::int from lead_tasks t join leads l on l.id = t.lead_id
      where t.assignee_id = u.id and t.done_at is null and l.market = ${market}
        and t.due_at < ${endOfDay.toISOString()}::timestamptz)
    from users u
    where u.role = 'admin' and u.disabled_at is null
    on conflict do nothing
    returning user_id, task_count`)) as unknown as {
    rows: { user_id: string; task_count: number | string }[];
  };
  return result.rows.filter((row) => Number(row.task_count) > 0).map((row) => row.user_id);
}

/** One market's digests of `day`, if its digest time has come on its clock. */
async function sendMarketDigests(db: Db, market: Market, now: Date, time: string) {
  const timeZone = MARKET_INFO[market].timeZone;
  const day = dayIn(now, timeZone);
  if (now.getTime() < instantOfWallTime(day, time, timeZone).getTime()) return 0;
  const endOfDay = tomorrowStart(market, now);
  return db.transaction(async (tx) => {
    const admins = await claimDigests(tx, market, day, endOfDay);
    if (admins.length === 0) return 0;
    const people = await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.id, admins));
    const rows = await selectTasks(tx)
      .where(
        and(
          inArray(leadTasks.assigneeId, admins),
          isNull(leadTasks.doneAt),
          eq(leads.market, market),
          lt(leadTasks.dueAt, endOfDay),
        ),
      )
      .orderBy(asc(leadTasks.dueAt), asc(leadTasks.id));
    const messages: OutboxMessage[] = people.map((person) => ({
      recipient: person.email,
      template: 'task-digest',
      locale: person.locale,
      data: {
        admin_name: person.name,
        market,
        day,
        tasks: rows
          .filter((row) => row.task.assigneeId === person.id)
          .map((row) => {
            const task = taskAnswer(row, now);
            return {
              lead_id: task.lead.id,
              reference: task.lead.reference,
              lead_name: task.lead.name,
              title: task.title,
              due_date: task.due_date,
              due_time: task.due_time,
              overdue: task.when === 'overdue',
            };
          }),
      },
    }));
    await enqueueMail(tx, messages);
    return messages.length;
  });
}

/**
 * The daily digest (issue 34 item 1, decision 0075): at the `task_digest_time` setting on each
 * market's clock, every enabled admin gets one e-mail per market listing their overdue and
 * today's tasks there, in their own language; nothing when there is nothing. A round after the
 * time (a minute later, or at start after a stop) sends what is due and not sent yet, and never
 * a second digest for the same admin, market and local day.
 */
export async function sendTaskDigests(db: Db, now: Date): Promise<number> {
  const { task_digest_time: time } = await readSettings(db, ['task_digest_time']);
  let sent = 0;
  for (const market of MARKETS) sent += await sendMarketDigests(db, market, now, time);
  return sent;
}
