import { endpoint } from '../api/endpoint';
import { ZSaveTaskDueEmailResponseSchema, ZTaskDueEmailSchema } from './task-reminders.contract';

/** The signed-in admin's own choice of a due-time e-mail (issue 34, decision 0083). */
export const TASK_REMINDERS_ENDPOINTS = {
  taskDueEmail: endpoint({
    method: 'GET',
    path: '/api/me/task-reminders',
    response: ZTaskDueEmailSchema,
  }),
  saveTaskDueEmail: endpoint({
    method: 'PUT',
    path: '/api/me/task-reminders',
    body: ZTaskDueEmailSchema,
    response: ZSaveTaskDueEmailResponseSchema,
  }),
};
