import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { afterAll, beforeAll } from 'vitest';

/** One app for a test file, built with the test app key (the mailbox opens its mail). */
export function useTasksApp(): { t: TestApp } {
  const holder = {} as { t: TestApp };
  beforeAll(async () => {
    holder.t = await createTestApp({ APP_KEY: TEST_APP_KEY, APP_URL: 'https://app.test' });
  });
  afterAll(() => holder.t.close());
  return holder;
}

export interface TaskBody {
  title: string;
  due_date: string;
  due_time: string;
  assignee_id: string;
}

export const addTask = (t: TestApp, token: string, leadId: string, body: Partial<TaskBody>) =>
  t.request({ method: 'POST', url: `/api/leads/${leadId}/tasks`, token, payload: body });

export const editTask = (t: TestApp, token: string, taskId: string, body: Partial<TaskBody>) =>
  t.request({ method: 'PUT', url: `/api/tasks/${taskId}`, token, payload: body });

export const markDone = (t: TestApp, token: string, taskId: string, done: boolean) =>
  t.request({ method: 'POST', url: `/api/tasks/${taskId}/done`, token, payload: { done } });

/** The lead's timeline events of the task kinds, oldest first, as [type, data]. */
export async function taskEvents(t: TestApp, token: string, leadId: string) {
  const response = await t.request({ method: 'GET', url: `/api/leads/${leadId}/timeline`, token });
  return (response.json().data as { kind: string; type?: string; data?: Record<string, unknown> }[])
    .filter((item) => item.kind === 'event' && item.type?.startsWith('task_'))
    .reverse()
    .map((item) => [item.type, item.data] as const);
}
