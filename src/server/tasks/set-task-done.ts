import { eq } from 'drizzle-orm';
import type { TTask } from '../../shared/tasks/tasks.contract';
import type { Db } from '../db/client';
import { leadTasks } from '../db/schema';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { findTask, taskAnswer } from './tasks.queries';

/**
 * Marks a task done or open again, with its `task_done` / `task_undone` event. Asking for the
 * state it is in already changes nothing and writes no event (a double click is one action).
 */
export async function setTaskDone(
  db: Db,
  input: { taskId: string; done: boolean; actorUserId: string; now: Date },
): Promise<TTask> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select({ doneAt: leadTasks.doneAt, leadId: leadTasks.leadId, title: leadTasks.title })
      .from(leadTasks)
      .where(eq(leadTasks.id, input.taskId))
      .for('update');
    if (!task) throw new AppError('not_found', 'errors.not_found');
    if ((task.doneAt !== null) !== input.done) {
      await tx
        .update(leadTasks)
        .set({
          doneAt: input.done ? input.now : null,
          doneBy: input.done ? input.actorUserId : null,
          updatedAt: input.now,
        })
        .where(eq(leadTasks.id, input.taskId));
      await addLeadEvent(tx, {
        leadId: task.leadId,
        type: input.done ? 'task_done' : 'task_undone',
        actorType: 'user',
        actorUserId: input.actorUserId,
        data: { task_id: input.taskId, title: task.title },
      });
    }
    return taskAnswer(await findTask(tx, input.taskId), input.now);
  });
}
