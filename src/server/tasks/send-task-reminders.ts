import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailDueTasks } from './mail-due-tasks';

/** Tasks one round reminds at most; the next round (a minute later) takes the rest. */
const REMINDERS_PER_ROUND = 500;

/**
 * Reminders at the due time (issue 34 item 1): every open task due by `now` and not reminded
 * yet gets one in-app notice for its assignee, in one statement that also stamps the task, and
 * the e-mail its assignee may have asked for (decision 0083) in the same transaction. Two
 * processes' rounds skip each other's rows (SKIP LOCKED) and a stamped task is never taken
 * again, so each due time is told once. A task whose due time moves is stamped afresh
 * (updateTask clears the stamp).
 */
export async function sendTaskReminders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with due as (
        select id from lead_tasks
        where done_at is null and reminded_at is null
          and due_at <= ${now.toISOString()}::timestamptz
        order by due_at
        limit ${REMINDERS_PER_ROUND}
        for update skip locked
      ), stamped as (
        update lead_tasks t set reminded_at = ${now.toISOString()}::timestamptz
        from due where t.id = due.id
        returning t.id, t.lead_id, t.assignee_id
      ), inserted as (
        insert into notices (user_id, kind, lead_id, task_id, created_at)
        select assignee_id, 'task_due', lead_id, id, ${now.toISOString()}::timestamptz
        from stamped
        where assignee_id is not null
        returning task_id
      )
      select task_id from inserted`)) as unknown as { rows: { task_id: string }[] };
    const reminded = result.rows.map((row) => row.task_id);
    await mailDueTasks(tx, reminded, now);
    return reminded.length;
  });
}
