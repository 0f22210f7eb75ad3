import type { FastifyInstance } from 'fastify';
import { TASK_REMINDERS_ENDPOINTS as R } from '../../shared/tasks/task-reminders.endpoints';
import { TASKS_ENDPOINTS as E } from '../../shared/tasks/tasks.endpoints';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import type { RouteDeps } from '../lib/route-deps';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import { createTask } from './create-task';
import { listMyTasks } from './list-my-tasks';
import { setTaskDone } from './set-task-done';
import { taskLead } from './task-lead';
import { saveTaskDueEmail } from './save-task-due-email';
import { readTaskDueEmail, taskAnswer, tasksOfLead } from './tasks.queries';
import { updateTask } from './update-task';

/** Tasks on a lead and "My tasks" (issue 34 item 1, decision 0075): admins only. */
export function tasksRoutes({ db, appKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.ofLead, {
      access: 'admin',
      handler: async (request) => {
        const lead = await taskLead(db, idOrNotFound(request.params.id));
        const now = new Date();
        return { data: (await tasksOfLead(db, lead.id)).map((row) => taskAnswer(row, now)) };
      },
    });

    serveEndpoint(app, E.create, {
      access: 'admin',
      handler: async (request) => ({
        message: requestTranslator(request)('tasks.created'),
        task: await createTask(db, {
          leadId: idOrNotFound(request.params.id),
          task: request.body,
          actorUserId: currentUser(request).id,
          now: new Date(),
        }),
      }),
    });

    serveEndpoint(app, E.update, {
      access: 'admin',
      handler: async (request) => ({
        message: requestTranslator(request)('tasks.saved'),
        task: await updateTask(db, {
          taskId: idOrNotFound(request.params.id),
          task: request.body,
          actorUserId: currentUser(request).id,
          now: new Date(),
        }),
      }),
    });

    serveEndpoint(app, E.done, {
      access: 'admin',
      handler: async (request) => ({
        message: requestTranslator(request)(
          request.body.done ? 'tasks.marked_done' : 'tasks.marked_open',
        ),
        task: await setTaskDone(db, {
          taskId: idOrNotFound(request.params.id),
          done: request.body.done,
          actorUserId: currentUser(request).id,
          now: new Date(),
        }),
      }),
    });

    serveEndpoint(app, E.mine, {
      access: 'admin',
      handler: async (request) =>
        listMyTasks(db, {
          userId: currentUser(request).id,
          query: request.query,
          appKey,
          now: new Date(),
        }),
    });

    // The admin's own "also e-mail me when a task is due" (decision 0083).
    serveEndpoint(app, R.taskDueEmail, {
      access: 'admin',
      handler: async (request) => ({
        task_due_email: await readTaskDueEmail(db, currentUser(request).id),
      }),
    });

    serveEndpoint(app, R.saveTaskDueEmail, {
      access: 'admin',
      handler: async (request) => ({
        message: requestTranslator(request)('tasks.due_email.saved'),
        task_due_email: await saveTaskDueEmail(
          db,
          currentUser(request).id,
          request.body.task_due_email,
        ),
      }),
    });
  };
}
