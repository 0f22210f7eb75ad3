import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LEAD_BULK_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import { TASKS_ENDPOINTS } from '../../../shared/tasks/tasks.endpoints';
import { callApi } from '../../lib/http/api';

const leadTasksKey = (leadId: string) => ['lead', leadId, 'tasks'] as const;

export function useLeadTasks(leadId: string) {
  return useQuery({
    queryKey: leadTasksKey(leadId),
    queryFn: () => callApi(TASKS_ENDPOINTS.ofLead, { params: { id: leadId } }),
  });
}

/** The enabled admins a task may be given to: the same cached list as the lead's desk. */
export function useTaskAssignees() {
  return useQuery({
    queryKey: ['lead-assignees'],
    queryFn: () => callApi(LEAD_BULK_ENDPOINTS.assignees, {}),
  });
}

/**
 * After a change of a task: its lead's tasks and timeline (an event was written), "My tasks"
 * and the lead lists (their next task) are read again.
 */
export function useTaskChanged() {
  const client = useQueryClient();
  return async (leadId: string) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ['lead', leadId] }),
      client.invalidateQueries({ queryKey: ['my-tasks'] }),
      client.invalidateQueries({ queryKey: ['leads'] }),
    ]);
  };
}
