import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import {
  ZLeadTasksResponseSchema,
  ZMyTasksQuerySchema,
  ZMyTasksResponseSchema,
  ZTaskDoneSchema,
  ZTaskInputSchema,
  ZTaskParamsSchema,
  ZTaskSavedResponseSchema,
} from './tasks.contract';

/** Tasks on a lead and "My tasks" (issue 34 item 1, decision 0075): admins only. */
export const TASKS_ENDPOINTS = {
  ofLead: endpoint({
    method: 'GET',
    path: '/api/leads/:id/tasks',
    params: ZLeadParamsSchema,
    response: ZLeadTasksResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/leads/:id/tasks',
    params: ZLeadParamsSchema,
    body: ZTaskInputSchema,
    response: ZTaskSavedResponseSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tasks/:id',
    params: ZTaskParamsSchema,
    body: ZTaskInputSchema,
    response: ZTaskSavedResponseSchema,
  }),
  done: endpoint({
    method: 'POST',
    path: '/api/tasks/:id/done',
    params: ZTaskParamsSchema,
    body: ZTaskDoneSchema,
    response: ZTaskSavedResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/tasks',
    query: ZMyTasksQuerySchema,
    response: ZMyTasksResponseSchema,
  }),
};
