import type { TTask, TTaskInput } from '../../shared/tasks/tasks.contract';
import { MARKET_INFO } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { leadTasks } from '../db/schema';
import { fieldError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { instantOfWallTime } from '../lib/zoned-time';
import { taskLead } from './task-lead';
import { findActiveAdmin, findTask, taskAnswer } from './tasks.queries';

/**
 * A next action on a lead (issue 34 item 1): its due date and time are read on the lead's
 * market's clock (decision 0075), its assignee must be an enabled admin (else a 422 on
 * `assignee_id`). The task and its `task_created` timeline event are one transaction. A due
 * time already past is allowed: the task is simply overdue, and its reminder goes at the next
 * round.
 */
export async function createTask(
  db: Db,
  input: { leadId: string; task: TTaskInput; actorUserId: string; now: Date },
): Promise<TTask> {
  return db.transaction(async (tx) => {
    const lead = await taskLead(tx, input.leadId);
    const admin = await findActiveAdmin(tx, input.task.assignee_id);
    if (!admin) throw fieldError('assignee_id', 'tasks.assignee_invalid');
    const dueAt = instantOfWallTime(
      input.task.due_date,
      input.task.due_time,
      MARKET_INFO[lead.market].timeZone,
    );
    const [task] = await tx
      .insert(leadTasks)
      .values({
        leadId: lead.id,
        title: input.task.title,
        dueAt,
        assigneeId: admin.id,
        createdBy: input.actorUserId,
      })
      .returning({ id: leadTasks.id });
    const saved = await findTask(tx, task!.id);
    const answer = taskAnswer(saved, input.now);
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'task_created',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: {
        task_id: answer.id,
        title: answer.title,
        due_date: answer.due_date,
        due_time: answer.due_time,
        assignee: admin,
      },
    });
    return answer;
  });
}
