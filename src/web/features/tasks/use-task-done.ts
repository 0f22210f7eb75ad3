import { useState } from 'react';
import type { TTask } from '../../../shared/tasks/tasks.contract';
import { TASKS_ENDPOINTS } from '../../../shared/tasks/tasks.endpoints';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { callApi } from '../../lib/http/api';
import { useTaskChanged } from './task-queries';

/** Marks a task done or open again, then reads its lead's tasks, timeline and lists again. */
export function useTaskDone(task: TTask) {
  const changed = useTaskChanged();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await callApi(TASKS_ENDPOINTS.done, {
        params: { id: task.id },
        body: { done: task.done_at === null },
      });
      await changed(task.lead.id);
      showToast('success', answer.message);
    } catch (failure) {
      toastFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, toggle };
}
