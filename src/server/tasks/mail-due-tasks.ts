import { and, eq, inArray, isNull } from 'drizzle-orm';
import { leadTasks, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { enqueueMail, type OutboxMessage } from '../mail/outbox';
import { selectTasks, taskAnswer } from './tasks.queries';

/**
 * The due-time e-mail beside the in-app notice (decision 0083): one short e-mail per task just
 * reminded, to its assignee if they asked for it and are still enabled, in their language, with
 * the due time as the lead's market's clock shows it. Queued in the round's transaction, so a
 * task is e-mailed exactly when it is stamped reminded: once, whichever process's round it was.
 */
export async function mailDueTasks(tx: Tx, taskIds: string[], now: Date): Promise<void> {
  if (taskIds.length === 0) return;
  const rows = await selectTasks(tx).where(inArray(leadTasks.id, taskIds));
  const assigneeIds = [...new Set(rows.flatMap((row) => row.task.assigneeId ?? []))];
  if (assigneeIds.length === 0) return;
  const readers = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(inArray(users.id, assigneeIds), eq(users.taskDueEmail, true), isNull(users.disabledAt)),
    );
  const readerOf = new Map(readers.map((reader) => [reader.id, reader]));
  const messages: OutboxMessage[] = rows.flatMap((row) => {
    const reader = row.task.assigneeId ? readerOf.get(row.task.assigneeId) : undefined;
    if (!reader) return [];
    const task = taskAnswer(row, now);
    return [
      {
        recipient: reader.email,
        template: 'task-due',
        locale: reader.locale,
        leadId: task.lead.id,
        data: {
          admin_name: reader.name,
          title: task.title,
          lead_id: task.lead.id,
          reference: task.lead.reference,
          lead_name: task.lead.name,
          market: task.lead.market,
          due_date: task.due_date,
          due_time: task.due_time,
        },
      },
    ];
  });
  await enqueueMail(tx, messages);
}
