import { eq } from 'drizzle-orm';
import type { TTask, TTaskInput } from '../../shared/tasks/tasks.contract';
import { MARKET_INFO } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { leadTasks } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { addLeadEvent, type LeadEventInput } from '../leads/leads.queries';
import { instantOfWallTime } from '../lib/zoned-time';
import { findActiveAdmin, findTask, taskAnswer } from './tasks.queries';

/**
 * An edit of a task: title, due time, assignee. A new assignee is a `task_reassigned` event
 * (who had it before and after); a new title or due time a `task_changed` event. A due time
 * that moves sets the reminder again, so the assignee is told at the new time.
 */
export async function updateTask(
  db: Db,
  input: { taskId: string; task: TTaskInput; actorUserId: string; now: Date },
): Promise<TTask> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: leadTasks.id })
      .from(leadTasks)
      .where(eq(leadTasks.id, input.taskId))
      .for('update');
    if (!locked) throw new AppError('not_found', 'errors.not_found');
    const before = taskAnswer(await findTask(tx, input.taskId), input.now);
    const admin = await findActiveAdmin(tx, input.task.assignee_id);
    // Keeping the assignee a task already has is allowed even if they left since.
    const keeps = before.assignee?.id === input.task.assignee_id;
    if (!admin && !keeps) throw fieldError('assignee_id', 'tasks.assignee_invalid');
    const dueAt = instantOfWallTime(
      input.task.due_date,
      input.task.due_time,
      MARKET_INFO[before.lead.market].timeZone,
    );
    const dueMoved = dueAt.toISOString() !== before.due_at;
    await tx
      .update(leadTasks)
      .set({
        title: input.task.title,
        dueAt,
        assigneeId: input.task.assignee_id,
        updatedAt: input.now,
        ...(dueMoved ? { remindedAt: null } : {}),
      })
      .where(eq(leadTasks.id, input.taskId));
    const after = taskAnswer(await findTask(tx, input.taskId), input.now);
    const event = (type: string, data: Record<string, unknown>): LeadEventInput => ({
      leadId: after.lead.id,
      type,
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { task_id: after.id, title: after.title, ...data },
    });
    if (after.title !== before.title || dueMoved) {
      await addLeadEvent(
        tx,
        event('task_changed', {
          title_before: before.title,
          due_before: { date: before.due_date, time: before.due_time },
          due_after: { date: after.due_date, time: after.due_time },
        }),
      );
    }
    if (!keeps) {
      await addLeadEvent(tx, event('task_reassigned', { before: before.assignee, after: admin }));
    }
    return after;
  });
}
